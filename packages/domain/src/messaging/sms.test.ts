import { describe, expect, it } from 'vitest';
import { auMobileE164, countSms, isGsm7, MAX_SMS_SEGMENTS, smsCostCents, smsText } from './sms';

const a = (n: number) => 'a'.repeat(n);

describe('countSms', () => {
  it.each([
    ['empty', '', 'GSM-7', 0, 0],
    ['one letter', 'a', 'GSM-7', 1, 1],
    ['160 GSM-7 characters are one SMS', a(160), 'GSM-7', 160, 1],
    ['161 are two', a(161), 'GSM-7', 161, 2],
    ['306 are two (2 × 153)', a(306), 'GSM-7', 306, 2],
    ['307 are three', a(307), 'GSM-7', 307, 3],
    ['€ counts two', '€', 'GSM-7', 2, 1],
    ['{ counts two', '{', 'GSM-7', 2, 1],
    ['159 letters and € are 161 septets: two', `${a(159)}€`, 'GSM-7', 161, 2],
    ['158 letters and { are 160: one', `${a(158)}{`, 'GSM-7', 160, 1],
    ['an escape pair is not split across parts', `${a(152)}€${a(10)}`, 'GSM-7', 164, 2],
    ['an escape pair at a part boundary moves whole', `${a(152)}€${a(153)}`, 'GSM-7', 307, 3],
    ['an em dash leaves GSM-7', 'Cost £5 — no', 'UCS-2', 12, 1],
    ['basic accents stay GSM-7', 'Café Ñ £5\nok', 'GSM-7', 12, 1],
    ['70 UCS-2 units are one SMS', `${a(68)}😀`, 'UCS-2', 70, 1],
    ['71 with an emoji are two', `${a(69)}😀`, 'UCS-2', 71, 2],
    ['70 UCS-2 letters (ā) are one', 'ā'.repeat(70), 'UCS-2', 70, 1],
    ['71 are two', 'ā'.repeat(71), 'UCS-2', 71, 2],
    ['134 are two (2 × 67)', 'ā'.repeat(134), 'UCS-2', 134, 2],
    ['135 are three', 'ā'.repeat(135), 'UCS-2', 135, 3],
    ['an emoji is not split across parts', `${'ā'.repeat(66)}😀${'ā'.repeat(10)}`, 'UCS-2', 78, 2],
  ])('%s', (_name, text, encoding, units, segments) => {
    expect(countSms(text)).toEqual({ encoding, units, segments });
  });

  it('a curly quote or an emoji leaves GSM-7', () => {
    expect(isGsm7('It’s on')).toBe(false);
    expect(isGsm7("It's on")).toBe(true);
    expect(isGsm7('Go team 🏀')).toBe(false);
  });
});

describe('smsCostCents', () => {
  it.each([
    [1, 1, 8, 8],
    [2, 100, 8, 1600],
    [3, 7, 7.7, 162],
    [0, 50, 8, 0],
  ])('%i segments to %i numbers at %f c = %i c', (segments, recipients, cents, total) => {
    expect(smsCostCents(segments, recipients, cents)).toBe(total);
  });
});

describe('auMobileE164', () => {
  it.each([
    ['0412345678', '+61412345678'],
    ['0412 345 678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['61412345678', '+61412345678'],
    ['(04) 1234-5678', '+61412345678'],
    ['0298765432', null],
    ['041234567', null],
    ['+6441234567', null],
    ['', null],
  ])('%s → %s', (phone, e164) => {
    expect(auMobileE164(phone)).toBe(e164);
  });
});

describe('smsText', () => {
  const parts = {
    sender: 'HKBNA',
    subject: 'Saturday washed out',
    text: 'All games are off.',
    forName: null,
    unsubscribeUrl: null,
    messagesUrl: 'https://p.example/messages',
  };
  it('names the sender, the subject, the child and the opt-out link', () => {
    expect(smsText(parts)).toBe('HKBNA: Saturday washed out\nAll games are off.');
    expect(smsText({ ...parts, forName: 'Sam', unsubscribeUrl: 'https://p.example/u/x' })).toBe(
      'HKBNA: Saturday washed out (for Sam)\nAll games are off.\nOpt out: https://p.example/u/x',
    );
  });
  it.each([
    ['GSM-7', 'word '.repeat(400)],
    ['UCS-2', 'wörd ’ '.repeat(300)],
  ])('a long %s text is cut to the most segments and points to the Messages page', (encoding, text) => {
    const sms = smsText({ ...parts, text, unsubscribeUrl: 'https://p.example/u/x' });
    expect(countSms(sms)).toMatchObject({ encoding, segments: MAX_SMS_SEGMENTS });
    expect(sms).toContain('... https://p.example/messages\nOpt out: https://p.example/u/x');
  });
});
