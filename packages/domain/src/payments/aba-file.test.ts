import { describe, expect, it } from 'vitest';
import { writeAbaFile, type AbaFileInput } from './aba-file';
import { officialsPayRun } from './aba-file.fixture';
import { AbaMessages as M } from './payments.messages';
import golden from './fixtures/officials-pay.aba?raw';

// docs/decisions/179-aba-file.md. The golden file was written once by writeAbaFile and then checked by hand, column
// by column (`cut -c` on each line), against the field positions of the Cemtex direct entry format as listed in the
// team's stack notes (type 0: reel 19-20, bank 21-23, user name 31-56, user id 57-62, description 63-74, date 75-80;
// type 1: BSB 2-8, account 9-17 right-aligned, code 19-20, amount 21-30, name 31-62, reference 63-80, trace BSB and
// account 81-96, remitter 97-112, withholding 113-120; type 7: 999-999 2-8, net 21-30, credits 31-40, debits 41-50,
// count 75-80). The 'field positions' test below repeats that check on the checked-in bytes.

const field = (line: string, from: number, to: number) => line.slice(from - 1, to);

describe('writeAbaFile', () => {
  it('writes exactly the golden file for the fixed pay run', () => {
    const out = writeAbaFile(officialsPayRun);
    expect(out.ok && out.file).toBe(golden);
    expect(out.ok && out.totals).toEqual({ creditCents: 45_050, debitCents: 45_050, netCents: 0, records: 4 });
  });

  it('field positions: 120-character CRLF lines, types 0, 1 and 7 with totals matching the detail records', () => {
    expect(golden.endsWith('\r\n')).toBe(true);
    const lines = golden.split('\r\n').slice(0, -1);
    expect(lines.map((l) => l.length)).toEqual([120, 120, 120, 120, 120, 120]);
    expect(lines.every((l) => !l.includes('\n') && !l.includes('\r'))).toBe(true);
    const [head, ...rest] = lines;
    const details = rest.slice(0, -1);
    const total = rest.at(-1)!;
    expect([
      field(head!, 1, 1),
      field(head!, 19, 20),
      field(head!, 21, 23),
      field(head!, 31, 56),
      field(head!, 57, 62),
      field(head!, 63, 74),
      field(head!, 75, 80),
    ]).toEqual(['0', '01', 'CBA', 'NORTHSIDE BASKETBALL & NET', '301500', 'OFFICIALS   ', '150626']);
    expect(
      details.map((l) => [
        field(l, 1, 1),
        field(l, 2, 8),
        field(l, 9, 17),
        field(l, 19, 20),
        field(l, 21, 30),
        field(l, 31, 62).trimEnd(),
        field(l, 63, 80).trimEnd(),
        field(l, 81, 87),
        field(l, 88, 96),
        field(l, 97, 112),
        field(l, 113, 120),
      ]),
    ).toEqual([
      [
        '1',
        '062-111',
        ' 00987654',
        '53',
        '0000024000',
        "RENEE O'BRIEN",
        'REFS 01-14 JUN',
        '062-000',
        ' 12345678',
        'NORTHSIDE BASKET',
        '00000000',
      ],
      [
        '1',
        '032-001',
        '123456789',
        '53',
        '0000013550',
        'TOM REFEREE',
        'REFS 01-14 JUN',
        '062-000',
        ' 12345678',
        'NORTHSIDE BASKET',
        '00000000',
      ],
      [
        '1',
        '733-000',
        '     4321',
        '50',
        '0000007500',
        'JORDAN SCORER-SMITH',
        'SCORING 01-14 JUN',
        '062-000',
        ' 12345678',
        'NORTHSIDE BASKET',
        '00001500',
      ],
      [
        '1',
        '062-000',
        ' 12345678',
        '13',
        '0000045050',
        'NORTHSIDE BASKETBALL ASSOC',
        'OFFICIALS',
        '062-000',
        ' 12345678',
        'NORTHSIDE BASKET',
        '00000000',
      ],
    ]);
    const sum = (codes: (c: number) => boolean) =>
      details.filter((l) => codes(Number(field(l, 19, 20)))).reduce((s, l) => s + Number(field(l, 21, 30)), 0);
    expect([
      field(total, 1, 8),
      field(total, 9, 20).trim(),
      Number(field(total, 21, 30)),
      Number(field(total, 31, 40)),
      Number(field(total, 41, 50)),
      Number(field(total, 75, 80)),
    ]).toEqual([
      '7999-999',
      '',
      Math.abs(sum((c) => c >= 50) - sum((c) => c === 13)),
      sum((c) => c >= 50),
      sum((c) => c === 13),
      details.length,
    ]);
  });

  it('without a balancing record: net equals the credits and the debits are zero', () => {
    const out = writeAbaFile({ ...officialsPayRun, balancing: null });
    const total = out.ok ? out.file.split('\r\n').at(-2)! : '';
    expect([field(total, 21, 30), field(total, 31, 40), field(total, 41, 50), field(total, 75, 80)]).toEqual([
      '0000045050',
      '0000045050',
      '0000000000',
      '000003',
    ]);
  });

  const pay = officialsPayRun.payments[0]!;
  const withPayment = (p: Partial<(typeof officialsPayRun.payments)[number]>): AbaFileInput => ({
    ...officialsPayRun,
    payments: [{ ...pay, ...p }],
  });
  it.each([
    ['BSB of 5 digits', withPayment({ bsb: '06211' }), { 'payments.0.bsb': M.bsb }],
    ['BSB with letters', withPayment({ bsb: '06a-111' }), { 'payments.0.bsb': M.bsb }],
    ['account of 10 digits', withPayment({ account: '1234567890' }), { 'payments.0.account': M.account }],
    ['account of zeros', withPayment({ account: '000000' }), { 'payments.0.account': M.account }],
    ['empty account name', withPayment({ accountName: '  ' }), { 'payments.0.accountName': M.required }],
    [
      'a character outside the set',
      withPayment({ accountName: 'Sam <Ref>' }),
      { 'payments.0.accountName': M.characters },
    ],
    ['zero amount', withPayment({ amountCents: 0 }), { 'payments.0.amountCents': M.amount }],
    ['amount in dollars with cents', withPayment({ amountCents: 12.5 }), { 'payments.0.amountCents': M.amount }],
    [
      'amount past 10 digits',
      withPayment({ amountCents: 10_000_000_000 }),
      { 'payments.0.amountCents': M.amount, total: M.total },
    ],
    [
      'a debit code for a payment',
      withPayment({ transactionCode: 13 as never }),
      { 'payments.0.transactionCode': M.transactionCode },
    ],
    [
      'withholding past 8 digits',
      withPayment({ withholdingCents: 100_000_000 }),
      { 'payments.0.withholdingCents': M.withholding },
    ],
    ['no payments', { ...officialsPayRun, payments: [], balancing: null }, { payments: M.noPayments }],
    ['bank code', { ...officialsPayRun, bankCode: 'CB' }, { bankCode: M.bankCode }],
    ['user id', { ...officialsPayRun, userId: '3015001' }, { userId: M.userId }],
    ['processing date', { ...officialsPayRun, processingDate: '2026-02-30' }, { processingDate: M.date }],
    [
      'remitter account',
      { ...officialsPayRun, remitter: { ...officialsPayRun.remitter, account: '' } },
      { 'remitter.account': M.required },
    ],
    [
      'balancing account title',
      { ...officialsPayRun, balancing: { accountName: '' } },
      { 'balancing.accountName': M.required },
    ],
  ] as const)('refuses %s with a field error and no file', (_, input, errors) => {
    expect(writeAbaFile(input as AbaFileInput)).toEqual({ ok: false, errors });
  });

  it('uppercases, drops accents and cuts names to the field width', () => {
    const out = writeAbaFile(
      withPayment({ accountName: 'Zoë Élise Montgomery-Fitzwilliam III', reference: 'Référence numéro 123456789' }),
    );
    const line = out.ok ? out.file.split('\r\n')[1]! : '';
    expect([field(line, 31, 62), field(line, 63, 80)]).toEqual([
      'ZOE ELISE MONTGOMERY-FITZWILLIAM',
      'REFERENCE NUMERO 1',
    ]);
  });
});
