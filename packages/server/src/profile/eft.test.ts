import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encrypt } from './bank-crypto';
import { bankDetailsOf } from './eft.service';
import { profileTestKit } from './profile-test-kit';

const kit = profileTestKit();
const eft = { acctname: 'Olivia Official', acctbsb: '062145', acctnumber: '12345678' };
const postEft = (token: string, payload: object) =>
  kit.t.request({ method: 'POST', url: '/api/member/eft', token, payload });
const getEft = (token: string) => kit.t.request({ method: 'GET', url: '/api/member/eft', token });

describe('POST /api/member/eft and GET /api/member/eft', () => {
  it("saves official01's details encrypted, answers them masked in the profile and clear on the EFT call", async () => {
    const token = await kit.t.asMember('official01');
    const res = await postEft(token, eft);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ acct_bsb: '062145', message: 'Bank details saved.' });

    const row = await kit.memberRow('official01');
    expect(`${row.acctNameEnc}${row.acctBsbEnc}${row.acctNumberEnc}`).not.toMatch(/Olivia|062145|12345678/);
    const profile = (await kit.get(token)).json().data;
    expect(profile).toMatchObject({ acct_name: 'O****', acct_bsb: '***-*45', acct_number: '*****678' });
    const clear = await getEft(token);
    expect(clear.json().data).toEqual({ acct_name: 'Olivia Official', acct_bsb: '062145', acct_number: '12345678' });
    expect(clear.headers['cache-control']).toBe('no-store');
  });

  it('answers each spec message keyed by the form field', async () => {
    const token = await kit.t.asMember('official01');
    const res = await postEft(token, { acctname: ' ', acctbsb: '06214', acctnumber: '12a45' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Error! Please check the form above for errors',
      errors: {
        account_name: 'This field is required',
        account_bsb: 'Please enter a valid BSB',
        account_number: 'Please enter a valid account',
      },
    });
  });

  it('refuses markup in the account name', async () => {
    const token = await kit.t.asMember('official01');
    const res = await postEft(token, { ...eft, acctname: '<img src=x onerror=alert(1)>' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ account_name: 'This field may not contain < or >' });
    expect((await getEft(token)).json().data.acct_name).toBe('Olivia Official');
  });

  it('is refused to members without is_eft and to anonymous callers', async () => {
    const token = await kit.t.asMember('member01');
    expect((await postEft(token, eft)).statusCode).toBe(403);
    expect((await getEft(token)).statusCode).toBe(403);
    expect((await kit.t.request({ method: 'POST', url: '/api/member/eft', payload: eft })).statusCode).toBe(401);
  });

  it('keeps its generated key in DATA_DIR/bank.key, readable by the owner only', () => {
    const stat = fs.statSync(path.join(kit.dataDir, 'bank.key'));
    expect(stat.mode & 0o777).toBe(0o600);
    expect(Buffer.from(fs.readFileSync(path.join(kit.dataDir, 'bank.key'), 'utf8'), 'base64')).toHaveLength(32);
  });

  // Last: it changes the key of this test file's app.
  it('with a lost or changed key, the profile still loads with empty bank details, which can be entered again', async () => {
    const token = await kit.t.asMember('official01');
    kit.t.config.bankKey = crypto.randomBytes(32).toString('base64'); // as if BANK_KEY changed or bank.key was lost
    const profile = await kit.get(token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ username: 'official01', acct_name: '', acct_bsb: '', acct_number: '' });
    const clear = await getEft(token);
    expect(clear.statusCode).toBe(200);
    expect(clear.json().data).toEqual({ acct_name: '', acct_bsb: '', acct_number: '' });
    expect((await postEft(token, { ...eft, acctbsb: '062999' })).statusCode).toBe(200);
    expect((await getEft(token)).json().data).toEqual({
      acct_name: 'Olivia Official',
      acct_bsb: '062999',
      acct_number: '12345678',
    });
  });
});

describe('bankDetailsOf', () => {
  it('answers empty values and logs each one that does not decrypt, never throwing', () => {
    const config = { bankKey: crypto.randomBytes(32).toString('base64'), dataDir: '/nonexistent' };
    const other = crypto.randomBytes(32);
    const warnings: object[] = [];
    const row = { id: 7, acctNameEnc: encrypt(other, 'Olivia'), acctBsbEnc: 'not.a.value', acctNumberEnc: null };
    expect(bankDetailsOf({ config } as never, row, { warn: (obj) => warnings.push(obj) })).toEqual({
      acct_name: '',
      acct_bsb: '',
      acct_number: '',
    });
    expect(warnings).toMatchObject([
      { memberId: 7, column: 'acctNameEnc' },
      { memberId: 7, column: 'acctBsbEnc' },
    ]);
  });
});
