import { describe, expect, it } from 'vitest';
import { stepFields } from '@portal/domain/accounts/registration-schema';
import { DEPENDENT_FIELDS, firstOnScreen, nextAfterRegistration, registrationDefaults, WIZARD } from './register-forms';

const rules = { minPasswordLength: 6, autoUsername: false };

describe('firstOnScreen', () => {
  it('picks the field the steps show first, whatever order the errors came in', () => {
    expect(firstOnScreen(['ec_mobile', 'suburb', 'lastname'])).toBe('lastname');
    expect(firstOnScreen(['agreed_to_privacy', 'password_confirmation'])).toBe('password_confirmation');
  });
  it('puts fields the form does not show after those it does, and answers undefined for none', () => {
    expect(firstOnScreen(['sport', 'email'])).toBe('email');
    expect(firstOnScreen([])).toBeUndefined();
  });
});

describe('nextAfterRegistration', () => {
  it("goes back to the member page that sent the visitor to register, else to the form's own next page", () => {
    expect(
      nextAfterRegistration('member', `?redirect=${encodeURIComponent('/member/family/invitation/abc-123')}`),
    ).toBe('/member/family/invitation/abc-123');
    expect(nextAfterRegistration('manager', '')).toBe('/member/teamnomination');
    expect(nextAfterRegistration('netball', '?invitation=x')).toBe('/member/account');
  });
  it('never leaves the site', () => {
    expect(nextAfterRegistration('member', '?redirect=%2F%2Fevil.example')).toBe('/member/account');
    expect(nextAfterRegistration('member', '?redirect=https%3A%2F%2Fevil.example')).toBe('/member/account');
  });
});

describe('registrationDefaults', () => {
  it('holds a starting value for every field of every step of each form', () => {
    for (const form of ['manager', 'netball', 'member'] as const) {
      const defaults = registrationDefaults(form);
      for (const field of stepFields(form, rules).flat()) expect(defaults, `${form} ${field}`).toHaveProperty(field);
    }
  });
  it('starts in NSW; netball is female and sends sport netball (spec 000 §2.3, §9)', () => {
    expect(registrationDefaults('manager')).toMatchObject({
      state: 'NSW',
      sport: 'basketball',
      agreed_to_terms: false,
    });
    expect(registrationDefaults('netball')).toMatchObject({ state: 'NSW', sport: 'netball', gender: 'female' });
    expect(registrationDefaults('netball')).not.toHaveProperty('countrybirth');
  });
});

describe('WIZARD and DEPENDENT_FIELDS', () => {
  it('names every field of each form in its error list', () => {
    for (const form of ['manager', 'netball', 'member'] as const) {
      for (const field of stepFields(form, rules).flat())
        expect(WIZARD[form].labels, `${form} ${field}`).toHaveProperty(field);
    }
  });
  it('checks again the fields whose rule reads a changed field', () => {
    expect(DEPENDENT_FIELDS.password).toContain('password_confirmation');
    expect(DEPENDENT_FIELDS.countrybirth).toContain('statebirth');
    expect(DEPENDENT_FIELDS.disability).toContain('disabilitytype');
  });
});
