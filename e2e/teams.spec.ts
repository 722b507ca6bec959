import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accountStep, agreeAndRegister, choose as pick, cont, contact, textbox, unique } from './accounts-helpers';
import { decodeQuotedPrintable, expect, loginAs, startServer, test, watchForAlert } from './fixtures';

// spec 001 §2, §4, §5, §7, §8: the teams list, team detail and roster changes in a real browser. The manager's
// journey changes shared demo data and restarts its server, so it runs on a server of its own.

/**
 * The overlay's sentence (spec 001 §8) after `act`: seen as it comes (it lasts only 1 s, errors 2 s, shorter than a
 * slow poll), then gone, so the next click reaches the page.
 */
async function overlay(page: Page, text: string, act: () => Promise<unknown>): Promise<void> {
  const seen = watchForAlert(page, text);
  await act();
  expect(await seen).toBe(true);
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeHidden();
}

async function choose(
  page: Page,
  label: string,
  option: string | RegExp,
  scope = page.locator('body'),
  which: 'first' | 'last' = 'first',
): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option })[which]().click();
}

/** Fill one member row of the add dialogs and press its ADD button. */
async function addRow(
  page: Page,
  row: number,
  p: { first: string; last: string; dob: string },
  button: string,
  extra?: (section: ReturnType<Page['locator']>) => Promise<void>,
) {
  const section = page.getByRole('region', { name: new RegExp(`^(Member|Temporary member) ${row}$`) });
  await section.getByLabel('Firstname').fill(p.first);
  await section.getByLabel('Lastname').fill(p.last);
  await section.getByLabel('Date of Birth').fill(p.dob);
  await choose(page, 'Gender', 'Male', section);
  await extra?.(section);
  await section.getByRole('button', { name: button }).click();
  return section;
}

const notifiedForfeits = async (page: Page, url: string, teamId: number) => {
  const res = await page.request.get(`${url}/api/draw/result?division_id=${await hawksDivision(page, url)}`);
  return ((await res.json()).data.divisionResult as { team_id: number; n_forf: number }[]).find(
    (r) => r.team_id === teamId,
  )!.n_forf;
};
const hawksDivision = async (page: Page, url: string) => {
  const season = (await (await page.request.get(`${url}/api/draw/seasons`)).json()).data[0].season_id;
  const divisions = (await (await page.request.get(`${url}/api/draw/seasons/${season}/divisions`)).json()).data as {
    division_id: number;
    division_name: string;
  }[];
  return divisions.find((d) => d.division_name === "Men's A Grade")!.division_id;
};

test('manager01 saves colours and numbers, adds members and a temporary member, removes a member and the coach, forfeits a game; all of it survives a restart', async ({
  page,
}) => {
  test.setTimeout(300_000); // about 1.5 min on a quiet machine; twice that while other runs share the 2 cores
  let server = await startServer();
  try {
    await loginAs(page, 'manager01', undefined, server);
    await page.goto(`${server.url}/member/teams`);
    const list = page.getByRole('table', { name: 'Teams' });
    await expect(list.getByRole('columnheader')).toHaveText(['Team', 'Division', 'Season', 'Position']);
    await expect(list.getByRole('link', { name: 'Draw of Hornsby Hawks' })).toHaveCount(1); // the archived season's team has none
    await list.getByRole('link', { name: 'View Hornsby Hawks' }).first().click();
    await expect(page.getByRole('heading', { name: 'Team: Hornsby Hawks' })).toBeVisible();
    const teamId = Number(/\/team\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole('link', { name: "Subscribe to this team's games" })).toHaveAttribute(
      'href',
      new RegExp(`^webcal://127\\.0\\.0\\.1:\\d+/api/draw/teams/${teamId}\\.ics$`),
    );

    // Save: a number out of range is refused beside its field, then colours and numbers are saved
    await page.getByLabel('Playing Number: Liam Scott').fill('101');
    await overlay(page, 'Team detail incorrect.', async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('This field must be a number from 0 to 100')).toBeVisible();
    });
    await page.getByLabel('Playing Number: Liam Scott').fill('7');
    await page.getByLabel('Singlet Colour').fill('#ff6600');
    await overlay(page, 'Team detail saved successful.', () => page.getByRole('button', { name: 'Save' }).click());

    // Add New Member Request: 'Email required' asks for the email; two members take the team to its maximum of 10
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Member Request' });
    const sam = await addRow(page, 1, { first: 'Sam', last: 'Nguyen', dob: '02/02/2000' }, 'ADD New Member');
    await expect(sam.getByText('Email required')).toBeVisible();
    await sam.getByLabel('Email').fill('sam.nguyen@example.com.au');
    await overlay(page, 'New Member added successfully', () =>
      sam.getByRole('button', { name: 'ADD New Member' }).click(),
    );
    await expect(sam.getByRole('button', { name: 'MEMBER ADDED' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add another member' }).click();
    await overlay(page, 'New Member added successfully', () =>
      addRow(page, 2, { first: 'Toby', last: 'Fraser', dob: '21/08/1997' }, 'ADD New Member'),
    );
    await overlay(page, 'New members request sent successfully', () =>
      dialog.getByRole('button', { name: 'Send Request' }).click(),
    );
    await expect(page.getByRole('button', { name: 'Remove Toby Fraser' })).toBeVisible();
    await overlay(page, 'Cannot add members to team', () =>
      page.getByRole('button', { name: 'Add Team Member' }).click(),
    );

    // Add Temporary Member Request: Riley Cooper stands in for Dylan Brooks in the next game
    await page.getByRole('button', { name: 'Add Temporary Member' }).click();
    const temps = page.getByRole('dialog', { name: 'Add Temporary Member Request' });
    await choose(page, 'Game', /^Round #\d+: /, temps);
    await overlay(page, 'Temporary Member added successfully', () =>
      addRow(page, 1, { first: 'Riley', last: 'Cooper', dob: '11/11/1999' }, 'ADD Temporary Member', (row) =>
        choose(page, 'Team Roster', 'Dylan Brooks', row),
      ),
    );
    await overlay(page, 'Temporary members request sent successfully', () =>
      temps.getByRole('button', { name: 'Send Request' }).click(),
    );
    await expect(page.getByRole('list', { name: 'Temporary Members' })).toContainText('Riley Cooper');

    // Remove Member, Remove Position
    await page.getByRole('button', { name: 'Remove Toby Fraser' }).click();
    await overlay(page, 'Member removed successfully', () =>
      page.getByRole('dialog', { name: 'Remove Member' }).getByRole('button', { name: 'Confirm' }).click(),
    );
    await page.getByRole('button', { name: 'Remove Coach position' }).click();
    await overlay(page, 'Position removed successfully', () =>
      page.getByRole('dialog', { name: 'Remove Position' }).getByRole('button', { name: 'Confirm' }).click(),
    );

    // Forfeit Game: irreversible, and the public standings count it at once
    const before = await notifiedForfeits(page, server.url, teamId);
    await page.getByRole('button', { name: 'Forfeit', exact: true }).click();
    const forfeit = page.getByRole('dialog', { name: 'Forfeit Game' });
    await expect(forfeit.getByText('A forfeit cannot be undone')).toBeVisible();
    await choose(page, 'Game', /^Round #\d+: /, forfeit, 'last'); // not the game Riley Cooper plays in
    await overlay(page, 'Game forfeited successfully', () =>
      forfeit.getByRole('button', { name: 'Forfeit Game' }).click(),
    );
    expect(await notifiedForfeits(page, server.url, teamId)).toBe(before + 1);
    await page.goto(`${server.url}/result`);
    await choose(page, 'Division', "Men's A Grade");
    const hawksRow = page
      .getByRole('table', { name: 'Standings' })
      .getByRole('row')
      .filter({ hasText: 'Hornsby Hawks' });
    await expect(hawksRow.getByRole('cell').nth(8)).toHaveText(String(before + 1)); // Notified Forfeit (after Pos and Team)

    // a restart on the same data: every change is still there
    await server.stop({ keepData: true });
    server = await startServer({}, { dataDir: server.dataDir, port: server.port });
    await page.goto(`${server.url}/member/teams/team/${teamId}`);
    await expect(page.getByLabel('Playing Number: Liam Scott')).toHaveValue('7');
    await expect(page.getByLabel('Singlet Colour')).toHaveValue('#ff6600');
    await expect(page.getByRole('button', { name: 'Remove Sam Nguyen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Toby Fraser' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Temporary Members' })).toContainText('Riley Cooper');
    await expect(page.getByRole('button', { name: 'Remove Coach position' })).toHaveCount(0);
  } finally {
    await server.stop();
  }
});

/** The invitation link in the newest mail to `address` in a server's DATA_DIR/mail, waiting for the outbox to send it. */
async function invitationLink(dataDir: string, address: string): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  let link: string | undefined;
  await expect(async () => {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.includes(address))
          .sort()
      : [];
    const text = files.length ? decodeQuotedPrintable(fs.readFileSync(path.join(dir, files.at(-1)!), 'utf8')) : '';
    link = /https?:\/\/\S+\/register\?invitation=[A-Za-z0-9_-]+/.exec(text)?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 30_000 });
  return link!;
}

test('manager01 enters new players by email and sees them Invited; one is withdrawn, the other registers through the mailed link and joins', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const server = await startServer();
  try {
    await loginAs(page, 'manager01', undefined, server);
    await page.goto(`${server.url}/member/teams`);
    await page.getByRole('table', { name: 'Teams' }).getByRole('link', { name: 'View Hornsby Hawks' }).first().click();
    await expect(page.getByRole('heading', { name: 'Team: Hornsby Hawks' })).toBeVisible();

    // nobody of that name is a member: the check asks for an email, then takes the row as an invited player
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Member Request' });
    const friends = [
      ['Jess', 'Newcomer', 'jess.newcomer@example.com.au'],
      ['Kim', 'Maybe', 'kim.maybe@example.com.au'],
    ] as const;
    for (const [i, [first, last, email]] of friends.entries()) {
      if (i > 0) await dialog.getByRole('button', { name: 'Add another member' }).click();
      const row = await addRow(page, i + 1, { first, last, dob: '14/03/1999' }, 'ADD New Member');
      await expect(row.getByText('Email required')).toBeVisible();
      await row.getByLabel('Email').fill(email);
      await overlay(page, 'New Member added successfully', () =>
        row.getByRole('button', { name: 'ADD New Member' }).click(),
      );
      await expect(row.getByRole('button', { name: 'MEMBER ADDED' })).toBeVisible();
      await expect(row.getByRole('status')).toContainText(
        `Invited · Not a member yet: ${email} will get an email inviting them to register`,
      );
    }
    await overlay(page, 'New members request sent successfully', () =>
      dialog.getByRole('button', { name: 'Send Request' }).click(),
    );
    const invited = page.getByRole('list', { name: 'Invited Players' });
    await expect(invited).toContainText(
      /Jess Newcomer · Invited · jess\.newcomer@example\.com\.au · Invited on \d\d\/\d\d\/\d{4}/,
    );
    await expect(page.getByRole('table', { name: 'Players Information' })).not.toContainText('Jess Newcomer');

    // Kim's invitation is withdrawn: gone from the team, and her link says so
    await page.getByRole('button', { name: 'Withdraw the invitation of Kim Maybe' }).click();
    await overlay(page, 'Invitation withdrawn', () =>
      page.getByRole('dialog', { name: 'Withdraw Invitation' }).getByRole('button', { name: 'Confirm' }).click(),
    );
    await expect(invited).not.toContainText('Kim Maybe');
    const kim = await browser.newPage();
    await kim.goto(await invitationLink(server.dataDir, 'kim.maybe@example.com.au'));
    await expect(
      kim.getByText(
        'This invitation can no longer be used: it was withdrawn or has been used. You can still register.',
      ),
    ).toBeVisible();
    await kim.close();

    // Jess's link opens the registration form for the team, with her details filled in; registering joins the team
    const link = await invitationLink(server.dataDir, 'jess.newcomer@example.com.au');
    const jess = await browser.newPage();
    await jess.goto(link);
    await expect(
      jess.getByText(
        "You are invited to play for Hornsby Hawks (Men's A Grade). Register below and you join the team.",
      ),
    ).toBeVisible();
    await accountStep(jess, `jess${unique()}`);
    await expect(textbox(jess, 'Legal First Name')).toHaveValue('Jess');
    await expect(textbox(jess, 'Legal Last Name')).toHaveValue('Newcomer');
    await expect(textbox(jess, 'Date of Birth')).toHaveValue('14/03/1999');
    await jess.getByRole('combobox', { name: 'Country of Birth' }).fill('Australia');
    await jess.getByRole('option', { name: 'Australia', exact: true }).click();
    await pick(jess, 'State of Birth', 'New South Wales');
    await pick(jess, 'Do you identify as Aboriginal or Torres Strait Islander?', 'No');
    await pick(jess, 'How do you identify in terms of gender?', 'Male');
    await cont(jess, 1);
    await expect(textbox(jess, 'Email')).toHaveValue('jess.newcomer@example.com.au');
    await contact(jess);
    await agreeAndRegister(jess);
    await expect(jess).toHaveURL(/\/member\/account$/);
    await jess.goto(`${server.url}/member/teams`);
    await expect(jess.getByRole('table', { name: 'Teams' }).getByRole('row', { name: /Hornsby Hawks/ })).toContainText(
      'Player',
    );
    await jess.close();

    await page.reload();
    await expect(page.getByRole('table', { name: 'Players Information' })).toContainText('Jess Newcomer');
    await expect(invited).toHaveCount(0);
  } finally {
    await server.stop();
  }
});

test('coach01 sees the contact columns and no action; member01 cannot open the team by its id; the draw offers its feed', async ({
  browser,
}) => {
  const coach = await browser.newPage();
  await loginAs(coach, 'coach01');
  await coach.goto('/member/teams');
  await coach.getByRole('link', { name: 'View Hornsby Hawks' }).first().click();
  await expect(coach.getByRole('heading', { name: 'Team: Hornsby Hawks' })).toBeVisible();
  const players = coach.getByRole('table', { name: 'Players Information' });
  await expect(players.getByRole('columnheader')).toHaveText([
    'Name',
    'Playing Number',
    'Attendance (%)',
    'Registration Expiry',
    'Email',
    'Date of Birth',
    'Mobile',
  ]);
  await expect(coach.getByRole('img', { name: 'Singlet Colour: #1e3a8a' })).toBeVisible();
  for (const action of ['Save', 'Forfeit', 'Add Team Member', 'Add Temporary Member', 'Remove Position']) {
    await expect(coach.getByRole('button', { name: action })).toHaveCount(0);
  }
  const teamPath = new URL(coach.url()).pathname;
  await coach.close();

  const member = await browser.newPage();
  await loginAs(member, 'member01');
  await member.goto(teamPath);
  await expect(member.getByRole('heading', { name: 'No Team Data' })).toBeVisible();
  await expect(member.getByText('Hornsby Hawks')).toHaveCount(0);
  await member.goto(
    `/draw/${(await (await member.request.get('/api/draw/seasons')).json()).data[0].season_id}/${await hawksDivision(member, '')}/Hornsby%20Hawks/`,
  );
  await expect(member.getByRole('link', { name: "Subscribe to this team's games" })).toHaveAttribute(
    'href',
    new RegExp(`/api/draw/teams/${teamPath.split('/').pop()}\\.ics$`),
  );
  await member.close();
});
