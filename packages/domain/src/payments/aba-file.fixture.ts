import type { AbaFileInput } from './aba-file';

/** The golden file's input: three officials paid for a fortnight, with a self-balancing debit (fixtures/officials-pay.aba). */
export const officialsPayRun: AbaFileInput = {
  bankCode: 'cba',
  userName: 'Northside Basketball & Netball Association',
  userId: '301500',
  description: 'Officials',
  processingDate: '2026-06-15',
  remitter: { name: 'Northside Basketball', bsb: '062-000', account: '12345678' },
  payments: [
    {
      bsb: '062111',
      account: '00987654',
      accountName: 'Renée O’Brien',
      amountCents: 24_000,
      reference: 'Refs 01-14 Jun',
    },
    {
      bsb: '032-001',
      account: '123 456 789',
      accountName: 'Tom Referee',
      amountCents: 13_550,
      reference: 'Refs 01-14 Jun',
    },
    {
      bsb: '733000',
      account: '4321',
      accountName: 'Jordan Scorer-Smith',
      amountCents: 7_500,
      reference: 'Scoring 01-14 Jun',
      transactionCode: 50,
      withholdingCents: 1_500,
    },
  ],
  balancing: { accountName: 'Northside Basketball Assoc' },
};
