import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, ImportMessages as M } from '@portal/domain/import/import.messages';
import { readImportFile, type ReadFileOutcome } from './read-file';

const TODAY = '2026-12-05';
const HEADER = 'First Name,Last Name,Date of Birth,Gender,Email';
const utf8 = (text: string) => new TextEncoder().encode(text);
const read = (bytes: Uint8Array, override?: Record<string, string>) =>
  readImportFile(bytes, { today: TODAY, override });

function file(outcome: ReadFileOutcome) {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.file;
}

describe('readImportFile: files as they come (issue 42 item 6)', () => {
  it.each<[string, Uint8Array]>([
    ['UTF-8', utf8(`${HEADER}\nZoë,Brontë,01/02/1990,F,zoe@example.com\n`)],
    ['UTF-8 with a byte-order mark', utf8(`\ufeff${HEADER}\r\nZoë,Brontë,01/02/1990,F,zoe@example.com\r\n`)],
    [
      'Windows-1252 (Excel’s CSV)',
      Uint8Array.from([
        ...utf8(`${HEADER}\r\nZo`),
        0xeb,
        ...utf8(',Bront'),
        0xeb,
        ...utf8(',1/2/90,F,zoe@example.com'),
      ]),
    ],
    [
      'a UTF-8 byte-order mark before Windows-1252 bytes',
      Uint8Array.from([
        0xef,
        0xbb,
        0xbf,
        ...utf8(`${HEADER}\nZo`),
        0xeb,
        ...utf8(',Bront'),
        0xeb,
        ...utf8(',1/2/90,F,zoe@example.com'),
      ]),
    ],
    ['semicolons', utf8(`${HEADER.replaceAll(',', ';')}\nZoë;Brontë;1990-02-01;Female;zoe@example.com\n`)],
    ['tabs', utf8(`${HEADER.replaceAll(',', '\t')}\nZoë\tBrontë\t1990-02-01\tFemale\tzoe@example.com\n`)],
    ['quoted cells with commas and quotes', utf8(`${HEADER}\n"Zoë","Brontë","01/02/1990","F","zoe@example.com"\n`)],
    ['old Mac line breaks', utf8(`${HEADER}\rZoë,Brontë,01/02/1990,F,zoe@example.com\r`)],
    ['trailing empty rows and empty lines', utf8(`${HEADER}\n\nZoë,Brontë,01/02/1990,F,zoe@example.com\n,,,,\n\n,,\n`)],
  ])('%s', async (_name, bytes) => {
    const read1 = file(await read(bytes));
    expect(read1.people).toMatchObject([{ firstname: 'Zoë', lastname: 'Brontë', dob: '1990-02-01', gender: 'female' }]);
    expect(read1.refused).toEqual([]);
  });

  it('a Windows-1252 file keeps its euro sign and curly apostrophe', async () => {
    const bytes = Uint8Array.from([
      ...utf8(`${HEADER},Address\nMia,O`),
      0x92,
      ...utf8('Brien,01/02/1990,F,,Shop 1 '),
      0x80,
    ]);
    expect(file(await read(bytes)).people[0]).toMatchObject({ lastname: 'O’Brien', address: 'Shop 1 €' });
  });

  it('quoted cells with line breaks: a refusal gives the line where its row starts', async () => {
    const text = `${HEADER},Address\nAna,Lee,01/02/1990,F,ana@example.com,"1 Long Rd\nUnit 2\r\nRear"\nBo,Lee,31/02/1990,M,bo@example.com,\n`;
    const read1 = file(await read(utf8(text)));
    expect(read1.people[0]).toMatchObject({ firstname: 'Ana', lines: [2], address: '1 Long Rd Unit 2 Rear' });
    expect(read1.refused).toEqual([{ line: 5, column: 'Date of Birth', reason: M.notADate('31/02/1990') }]);
  });

  it('formula cells stay text, never run', async () => {
    const text = `${HEADER},Address\n"=HYPERLINK(""http://x"")",Lee,01/02/1990,F,,@SUM(A1)\n`;
    expect(file(await read(utf8(text))).people[0]).toMatchObject({
      firstname: '=HYPERLINK("http://x")',
      address: '@SUM(A1)',
    });
  });

  it('staff’s mapping: a file of other names reads once each field has a column', async () => {
    const text = 'Given,Family,Born,Sex\nAna,Lee,01/02/1990,F\n';
    const refused = await read(utf8(text));
    expect(refused).toEqual({
      ok: false,
      message: M.missingColumns(['First name', 'Last name', 'Date of birth', 'Gender']),
      header: ['Given', 'Family', 'Born', 'Sex'],
      mapping: { Given: '', Family: '', Born: '', Sex: '' },
    });
    const mapped = await read(utf8(text), { Given: 'firstname', Family: 'lastname', Born: 'dob', Sex: 'gender' });
    expect(file(mapped).people).toMatchObject([{ firstname: 'Ana', lastname: 'Lee' }]);
  });
});

const zeros = (n: number) => new Uint8Array(n);
describe('readImportFile: files refused whole, in words for people, never a throw', () => {
  it.each<[string, Uint8Array, string]>([
    ['an empty file', utf8(''), M.empty],
    ['only spaces and line breaks', utf8(' \r\n \n'), M.empty],
    ['a header and no rows', utf8(`${HEADER}\n,,,,\n`), M.noRows],
    ['an xlsx (a zip)', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), M.notCsv],
    ['an old Excel file', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]), M.notCsv],
    ['a PDF', utf8('%PDF-1.7\n'), M.notCsv],
    ['UTF-16 text', Uint8Array.from([0xff, 0xfe, 0x41, 0x00]), M.notCsv],
    ['NUL bytes', utf8(`${HEADER}\nAna\u0000,Lee,01/02/1990,F,\n`), M.nul],
    ['binary noise', zeros(1000), M.nul],
    ['a file over the limit', zeros(IMPORT_MAX_BYTES + 1), M.tooBig],
    [
      'a quote never closed',
      utf8(`${HEADER}\nAna,"Lee,01/02/1990,F,\nBo,Lee,01/02/1990,M,\n`),
      M.unreadable(2, 'a quote (") is opened and never closed'),
    ],
    ['a row longer than a person', utf8(`${HEADER}\nAna,"${'x'.repeat(70_000)}",01/02/1990,F,\n`), M.longRow(2)],
    [
      'no column for the date of birth',
      utf8('First Name,Last Name,Gender\nAna,Lee,F\n'),
      M.missingColumns(['Date of birth']),
    ],
  ])('%s', async (_name, bytes, message) => {
    expect(await read(bytes)).toMatchObject({ ok: false, message });
  });

  it('a million empty rows are skipped quickly', async () => {
    const start = performance.now();
    const outcome = await read(
      utf8(`${HEADER}\nAna,Lee,01/02/1990,F,\n${',,,,\n'.repeat(1_000_000)}Bo,Lee,01/02/1991,M,\n`),
    );
    expect(file(outcome).people.map((p) => p.lines[0])).toEqual([2, 1_000_003]);
    expect(performance.now() - start).toBeLessThan(10_000);
  });

  it('more people than the limit: refused whole', async () => {
    const rows = Array.from({ length: 50_001 }, (_, i) => `P${i},Lee,01/02/1990,F,\n`).join('');
    expect(await read(utf8(`${HEADER}\n${rows}`))).toEqual({ ok: false, message: M.tooManyPeople });
  });

  it('more rows than the limit (one person repeated): refused whole', async () => {
    expect(await read(utf8(`${HEADER}\n${'Ana,Lee,01/02/1990,F,\n'.repeat(200_001)}`))).toEqual({
      ok: false,
      message: M.tooManyRows,
    });
  });
});

describe('readImportFile: speed', () => {
  it('20,000 people on 20,000 rows read in well under a few seconds', async () => {
    const rows = Array.from(
      { length: 20_000 },
      (_, i) =>
        `Person${i},Family${i % 500},${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/1990,${i % 2 ? 'M' : 'F'},p${i}@example.com\n`,
    ).join('');
    const start = performance.now();
    const read1 = file(await read(utf8(`${HEADER}\n${rows}`)));
    const ms = performance.now() - start;
    expect(read1.people).toHaveLength(20_000);
    expect(ms).toBeLessThan(3_000);
  });
});
