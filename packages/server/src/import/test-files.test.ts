import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportMessages as M } from '@portal/domain/import/import.messages';
import { readImportFile } from './read-file';
import { testFiles, testPeople } from './test-files';

// The shipped test files (e2e/import-files/, docs/decisions/296): what the browser test uploads is what this reads.
const DIR = join(import.meta.dirname, '../../../../e2e/import-files');
const TODAY = '2026-12-05';

describe('the shipped import test files', () => {
  it('300 people in 60 families', () => {
    const people = testPeople();
    expect(people).toHaveLength(300);
    expect(new Set(people.filter((p) => p.child).map((p) => p.holder!.id)).size).toBe(60);
  });

  it.each(Object.keys(testFiles()))('%s is committed as the generator writes it', (name) => {
    expect(readFileSync(join(DIR, name), 'utf8')).toBe(testFiles()[name]);
  });

  it.each([
    ['playhq-participants.csv', 'playhq', 'Account Holder', 'Account Holder Email'],
    ['gameday-members.csv', 'gameday', 'Parent/Guardian 1 Firstname', 'Email'],
    ['portal-template.csv', 'template', 'Account Holder', 'Email'],
  ])(
    '%s reads as %s: 295 people on 20 teams, 5 refused rows, the 3 demo members',
    async (name, source, holder, email) => {
      const outcome = await readImportFile(readFileSync(join(DIR, name)), { today: TODAY });
      if (!outcome.ok) throw new Error(outcome.message);
      const file = outcome.file;
      expect(file.source).toBe(source);
      expect(file.people).toHaveLength(295);
      expect(new Set(file.people.flatMap((p) => p.places.map((pl) => `${pl.grade}|${pl.team}`))).size).toBe(20);
      expect(new Set(file.people.map((p) => p.accountHolder?.email).filter(Boolean)).size).toBe(60);
      expect(file.duplicates).toEqual([]);
      const lastName = source === 'gameday' ? 'Family Name' : 'Last Name';
      expect(file.refused.map((r) => [r.column, r.reason])).toEqual([
        ['Date of Birth', M.notADate('31/02/2015')],
        ['Gender', M.unknownGender('Prefer not to say')],
        [holder, M.childWithoutHolder],
        [email, expect.stringContaining('is also the email of another adult')],
        [lastName, M.required('last name')],
      ]);
      const demo = file.people.filter((p) => p.dob === '1988-06-21').map((p) => `${p.firstname} ${p.lastname}`);
      expect(demo.sort()).toEqual(['Carla Coach', 'Mark Manager', 'Mia Member']);
    },
  );
});
