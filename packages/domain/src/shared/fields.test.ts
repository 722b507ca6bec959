import { describe, expect, it } from 'vitest';
import { digitsField, mobileField, optionalMobileField, optionalPhoneField, postcodeField } from './fields';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('phone atoms (spec 000 §5, §9)', () => {
  it.each([
    ['0412345678', null],
    ['0412345', 'This field must be at least 10 characters'],
    ['04123456789', 'This field may not be greater than 10 characters'],
    ['04123abc90', 'This field is number only'],
    ['', 'This field is required'],
  ])('a mobile is exactly 10 digits: %j answers %s', (value, message) => {
    expect(first(mobileField.safeParse(value))).toBe(message);
  });

  it('an optional mobile is empty or exactly 10 digits', () => {
    expect(first(optionalMobileField.safeParse(''))).toBeNull();
    expect(first(optionalMobileField.safeParse(undefined))).toBeNull();
    expect(first(optionalMobileField.safeParse('0412'))).toBe('This field must be at least 10 characters');
  });

  it('home and work phones stay "at most 10 digits"', () => {
    expect(first(optionalPhoneField.safeParse('98765432'))).toBeNull();
    expect(first(optionalPhoneField.safeParse('02987654321'))).toBe('This field may not be greater than 10 characters');
    expect(first(digitsField(10).safeParse('98765432'))).toBeNull();
  });

  it('a postcode is exactly 4 digits', () => {
    expect(first(postcodeField.safeParse('207'))).toBe('This field must be at least 4 characters');
    expect(first(postcodeField.safeParse('2077'))).toBeNull();
  });
});
