import { describe, expect, it } from 'vitest';
import { asksImpairmentType, asksStateOfBirth, isAsked, settleAnswers } from './member-answers';

describe('the dependent questions (spec 000 §2.3, §5)', () => {
  it('asks the state of birth only for Australia, and the impairment type only after yes', () => {
    expect([asksStateOfBirth('AU'), asksStateOfBirth('NZ'), asksStateOfBirth(''), asksStateOfBirth(undefined)]).toEqual(
      [true, false, false, false],
    );
    expect([
      asksImpairmentType('yes'),
      asksImpairmentType('no'),
      asksImpairmentType('notsay'),
      asksImpairmentType(''),
    ]).toEqual([true, false, false, false]);
  });

  it('tells which fields a form asks now; fields that follow no other are always asked', () => {
    const values = { countrybirth: 'NZ', disability: 'yes' };
    expect(isAsked('statebirth', values)).toBe(false);
    expect(isAsked('disabilitytype', values)).toBe(true);
    expect(isAsked('email', values)).toBe(true);
    expect(isAsked('statebirth', { countrybirth: 'AU' })).toBe(true);
  });
});

describe('settleAnswers (spec 000 §4, §5)', () => {
  it('clears a dependent answer its question no longer asks, and keeps one it asks', () => {
    expect(
      settleAnswers({ countrybirth: 'NZ', statebirth: 'VIC', disability: 'no', disabilitytype: 'physical' }),
    ).toEqual({ countrybirth: 'NZ', statebirth: '', disability: 'no', disabilitytype: '' });
    expect(
      settleAnswers({ countrybirth: 'AU', statebirth: 'VIC', disability: 'yes', disabilitytype: 'physical' }),
    ).toEqual({ countrybirth: 'AU', statebirth: 'VIC', disability: 'yes', disabilitytype: 'physical' });
  });

  it('sets the indemnity agreement to the privacy agreement, whatever was sent', () => {
    expect(settleAnswers({ agreed_to_privacy: true, agreed_to_indemnity: false })).toEqual({
      agreed_to_privacy: true,
      agreed_to_indemnity: true,
    });
    expect(settleAnswers({ agreed_to_privacy: false })).toEqual({
      agreed_to_privacy: false,
      agreed_to_indemnity: false,
    });
  });

  it('leaves a part without the fields it is settled by as it is (a netball registration, a partial change)', () => {
    expect(settleAnswers({ email: 'a@b.co', statebirth: 'VIC' })).toEqual({ email: 'a@b.co', statebirth: 'VIC' });
    expect(settleAnswers({})).toEqual({});
  });
});
