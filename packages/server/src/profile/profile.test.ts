import { describe, expect, it } from 'vitest';
import { profileFormValues } from '@portal/domain/profile/profile-form-values';
import { memberSports } from '../platform/members.tables';
import { MEMBER01_FORM as form, multipart, profileTestKit } from './profile-test-kit';

const kit = profileTestKit({ localities: true });
const FORM_ERROR = 'Error! Please check the form above for errors';
/** A member row without the column every update moves, to prove "nothing written". */
const rowOf = async (username: string) => {
  const { updatedAt: _updatedAt, ...row } = await kit.memberRow(username);
  return row;
};

describe('GET /api/member/user', () => {
  it('answers the profile with sports, flags and empty bank details', async () => {
    const res = await kit.get(await kit.t.asMember('member01'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      username: 'member01',
      dob: '21-06-1988',
      main_sport: 'basketball',
      memb_renewal: true,
      profilephoto: false,
      profilephotosrc: null,
      acct_bsb: '',
      sports: [{ value: 'basketball', memb_renewal: true }],
    });
  });

  it.each([
    ['member01', true],
    ['manager01', true],
    ['coach01', true],
    ['junior01', true],
    ['referee01', false],
    ['official01', false],
    ['incomplete01', false],
    ['nonpl01', true],
    ['freeteam01', false],
    ['netball01', false],
  ])('counts the teams of %s (../shared/CONTRACT.md: has a team = %s)', async (username, hasTeam) => {
    const res = await kit.get(await kit.t.asMember(username));
    expect(res.json().data.nb_teams > 0).toBe(hasTeam);
  });

  it('refuses an anonymous call', async () => {
    expect((await kit.t.request({ method: 'GET', url: '/api/member/user' })).statusCode).toBe(401);
  });
});

describe('POST /api/member/user', () => {
  it('updates the profile; the change is read back', async () => {
    const token = await kit.t.asMember('member01');
    const res = await kit.post(token, {
      ...form,
      mobile: '0400111222',
      suburb: 'waitara',
      subscribed_to_sms: 'true',
      countrybirth: 'NZ',
    });
    expect(res.statusCode).toBe(200);
    const again = (await kit.get(token)).json().data;
    expect(again).toMatchObject({
      mobile: '0400111222',
      suburb: 'WAITARA',
      subscribed_to_sms: true,
      countrybirth: 'NZ',
      agreed_to_indemnity: true,
    });
    expect(again.statebirth).toBe(''); // spec 000 §4: leaving AU clears the state of birth
  });

  it('answers the whole profile a fresh load answers, team count included (the web caches this answer)', async () => {
    const token = await kit.t.asMember('coach01');
    const before = (await kit.get(token)).json().data;
    const fields = Object.fromEntries(
      Object.entries(profileFormValues(before)).map(([field, value]) => [field, String(value)]),
    );
    const res = await kit.post(token, { ...fields, skills: 'Scoring bench' });
    expect(res.statusCode).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({ skills: 'Scoring bench', nb_teams: before.nb_teams });
    expect(answer.nb_teams).toBeGreaterThan(0);
    expect(answer).toEqual((await kit.get(token)).json().data);
  });

  it('refuses a changed locked field with a field error and changes nothing', async () => {
    const token = await kit.t.asMember('member01');
    const before = await rowOf('member01');
    const res = await kit.post(token, { ...form, firstname: 'Maria', dob: '01/01/1990', mobile: '0499999999' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      firstname: 'This field cannot be changed. Please contact the association.',
      dob: 'This field cannot be changed. Please contact the association.',
    });
    expect(await rowOf('member01')).toEqual(before);
  });

  it("answers the spec messages beside their fields, with the spec's form alert", async () => {
    const token = await kit.t.asMember('member01');
    const res = await kit.post(token, {
      ...form,
      email: 'nope',
      mobile: '',
      disability: 'yes',
      agreed_to_terms: 'false',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: FORM_ERROR,
      errors: {
        email: 'Please enter a valid email',
        mobile: 'This field is required',
        disabilitytype: 'This field is required',
        agreed_to_terms: 'This field is required',
      },
    });
  });

  // Audit: the profile once stored what registration refuses. Each value is refused, with nothing written.
  it.each([
    [{ countrybirth: 'ZZ' }, { countrybirth: 'Please choose a country from the list' }],
    [{ countrybirth: 'Australia' }, { countrybirth: 'Please choose a country from the list' }],
    [{ countrybirth: 'AU', statebirth: 'Mars' }, { statebirth: 'This field is required' }],
    [{ countrybirth: 'AU', statebirth: '' }, { statebirth: 'This field is required' }],
    [
      { prefname: '<script>alert(1)</script>' },
      { prefname: 'This field may only contain letters, spaces, apostrophes, dots and hyphens' },
    ],
    [
      { middlename: 'R2D2' },
      { middlename: 'This field may only contain letters, spaces, apostrophes, dots and hyphens' },
    ],
    [
      { ec_fullname: 'Bob <b>' },
      { ec_fullname: 'This field may only contain letters, spaces, apostrophes, dots and hyphens' },
    ],
    [
      { ec_fullname_2: 'x" onmouseover="y' },
      { ec_fullname_2: 'This field may only contain letters, spaces, apostrophes, dots and hyphens' },
    ],
    [{ address: '<img src=x onerror=alert(1)>' }, { address: 'This field may not contain < or >' }],
    [{ suburb: '<b>HORNSBY</b>' }, { suburb: 'This field may not contain < or >' }],
    [{ skills: '<a href=x>' }, { skills: 'This field may not contain < or >' }],
    [{ job_title: '<i>' }, { job_title: 'This field may not contain < or >' }],
    [{ school: '<u>' }, { school: 'This field may not contain < or >' }],
    [{ ec_medical: '<script>' }, { ec_medical: 'This field may not contain < or >' }],
    [{ job: 'Astronaut' }, { job: 'Please choose a value from the list' }],
    [{ height: 'abc' }, { height: 'This field is number only' }],
    [{ weight: '1000' }, { weight: 'This field may not be greater than 3 characters' }],
    [{ state: 'XYZ' }, { state: 'This field is required' }],
    [{ postcode: '207' }, { postcode: 'This field must be at least 4 characters' }],
    [{ identifygender: 'other' }, { identifygender: 'This field is required' }],
    [{ disability: 'yes', disabilitytype: 'purple' }, { disabilitytype: 'This field is required' }],
    [{ aboriginal: 'maybe' }, { aboriginal: 'This field is required' }],
    [{ subscribed_to_sms: 'maybe' }, { subscribed_to_sms: 'This field must be true or false' }],
    [{ agreed_to_privacy: 'maybe' }, { agreed_to_privacy: 'This field is required' }],
    [{ sport: 'tennis' }, { sport: 'Please choose one of your sport profiles' }],
    [{ sport: 'netball' }, { sport: 'Please choose one of your sport profiles' }],
    [{ address: 'x'.repeat(151) }, { address: 'This field may not be greater than 150 characters' }],
    [
      { suburb: 'WAITARA', postcode: '2000' },
      { suburb: 'Please choose a suburb from the list: suburb, postcode and state must match' },
    ],
    [{ suburb: 'ATLANTIS' }, { suburb: 'Please choose a suburb from the list: suburb, postcode and state must match' }],
  ])('refuses %j with %j and writes nothing', async (change, errors) => {
    const token = await kit.t.asMember('member01');
    const before = await rowOf('member01');
    const res = await kit.post(token, { ...form, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'error_validation', message: FORM_ERROR, errors });
    expect(await rowOf('member01')).toEqual(before);
  });

  it('keeps every field it is not sent (absent means unchanged)', async () => {
    const token = await kit.t.asMember('coach01');
    const full = {
      ...form,
      username: 'coach01',
      firstname: 'Carla',
      lastname: 'Coach',
      job: 'Professionals',
      skills: 'Scoring',
      height: '172',
      ec_fullname_2: 'Sam Second',
      ec_mobile_2: '0400555666',
      subscribed_to_newsletter: 'true',
      middlename: 'Jo',
    };
    expect((await kit.post(token, full)).statusCode).toBe(200);
    const before = await rowOf('coach01');
    const res = await kit.post(token, { mobile: '0400999888' });
    expect(res.statusCode).toBe(200);
    expect(await rowOf('coach01')).toEqual({ ...before, mobile: '0400999888' });
    expect(res.json().data).toMatchObject({
      skills: 'Scoring',
      job: 'Professionals',
      subscribed_to_newsletter: true,
      middlename: 'Jo',
    });
  });

  it('checks a partial update against the stored profile: incomplete01 cannot skip its missing mobile', async () => {
    const token = await kit.t.asMember('incomplete01');
    const res = await kit.post(token, { skills: 'Timekeeping' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      mobile: 'This field is required',
      ec_fullname: 'This field is required',
      ec_mobile: 'This field is required',
    });
  });

  it('accepts a sport the member has: a two-sport member may save from the netball profile', async () => {
    // Fixture: manager01 also plays netball in this test's database only.
    const { id } = await kit.memberRow('manager01');
    await kit.t.database.db
      .insert(memberSports)
      .values({ memberId: id, sport: 'netball', expiryDate: null, membRenewal: false });
    const token = await kit.t.asMember('manager01');
    const profile = (await kit.get(token)).json().data;
    expect(profile.sports.map((s: { value: string }) => s.value)).toEqual(['basketball', 'netball']);
    expect(profile.main_sport).toBe('basketball');
    const res = await kit.post(token, { sport: 'NetBall', skills: 'Umpiring' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses JSON (the call is multipart) and anonymous callers', async () => {
    const token = await kit.t.asMember('member01');
    expect((await kit.t.request({ method: 'POST', url: '/api/member/user', token, payload: form })).statusCode).toBe(
      415,
    );
    expect(
      (await kit.t.request({ method: 'POST', url: '/api/member/user', payload: multipart(form) })).statusCode,
    ).toBe(401);
  });
});
