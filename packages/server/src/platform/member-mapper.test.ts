import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberColumns, memberFieldsOf } from './member-mapper';
import { members } from './members.tables';

type Row = typeof members.$inferSelect;
const columns = getTableColumns(members);

/** A row whose every text column holds its own SQL name, so a field read from the wrong column shows. */
function distinctRow(): Row {
  const row = Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, column.dataType === 'boolean' ? false : column.name]),
  );
  return {
    ...row,
    id: 7,
    dob: '1988-06-21',
    photoPath: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    isMan: true,
  } as Row;
}

describe('memberFieldsOf (member row → spec 000 §3 fields)', () => {
  it('reads each spec field from the column of the same SQL name, dates as DD-MM-YYYY', () => {
    const fields = memberFieldsOf(distinctRow()) as Record<string, unknown>;
    for (const [field, value] of Object.entries(fields)) {
      if (field === 'dob' || typeof value === 'boolean') continue;
      expect(value, field).toBe(field);
    }
    expect(fields.dob).toBe('21-06-1988');
    expect(fields.is_man).toBe(true);
    expect(fields.is_eft).toBe(false);
    expect(fields).not.toHaveProperty('password_hash');
    expect(fields).not.toHaveProperty('acct_name_enc');
  });
});

describe('memberColumns (spec fields → member columns)', () => {
  it('writes each field given to the column of the same SQL name, and nothing else', () => {
    const written = memberColumns({
      job_title: 'Coach',
      ec_mobile_2: '0400000000',
      subscribed_to_sms: true,
      main_sport: 'netball',
    });
    const byName = Object.fromEntries(
      Object.entries(written).map(([key, value]) => [columns[key as keyof typeof columns].name, value]),
    );
    expect(byName).toEqual({
      job_title: 'Coach',
      ec_mobile_2: '0400000000',
      subscribed_to_sms: true,
      main_sport: 'netball',
    });
  });

  it('settles the answers (spec 000 §4, §5), keeps the suburb in upper case and the date of birth as a date', () => {
    const written = memberColumns({
      countrybirth: 'NZ',
      statebirth: 'VIC',
      disability: 'no',
      disabilitytype: 'physical',
      agreed_to_privacy: true,
      agreed_to_indemnity: false,
      suburb: 'Hornsby',
      dob: '21/06/1988',
    });
    expect(written).toMatchObject({
      countrybirth: 'NZ',
      statebirth: '',
      disability: 'no',
      disabilitytype: '',
      agreedToPrivacy: true,
      agreedToIndemnity: true,
      suburb: 'HORNSBY',
      dob: '1988-06-21',
    });
  });

  it('ignores what is not a member field, and fields left undefined', () => {
    expect(
      memberColumns({ email: 'a@b.co', password: 'Secret12', sport: 'netball', phone: undefined } as never),
    ).toEqual({ email: 'a@b.co' });
  });

  it('gives back a settled row it read', () => {
    const row = {
      ...distinctRow(),
      countrybirth: 'AU',
      disability: 'yes',
      suburb: 'HORNSBY',
      agreedToPrivacy: true,
      agreedToIndemnity: true,
    };
    const written = memberColumns(memberFieldsOf(row));
    for (const [key, value] of Object.entries(written)) expect(value, key).toEqual(row[key as keyof Row]);
    expect(Object.keys(written)).toHaveLength(Object.keys(memberFieldsOf(row)).length);
  });
});
