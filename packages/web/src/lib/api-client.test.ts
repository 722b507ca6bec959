import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUser } from '@portal/domain/profile/profile.contract';
import { logout } from '@portal/domain/accounts/login.contract';
import { FRESH_AFTER_WRITE_MS } from '@portal/domain/shared/fresh-after-write';
import { ApiError, asksFresh, call, refusalOf, renameField, writeIsOver } from './api-client';
import { clearToken, writeToken } from './token';

// A server refusal reaches a form or an alert one way (issue 41 item 6): read by refusalOf, never by testing the class.
const refused = new ApiError(422, 'error_validation', 'Please check the highlighted fields.', {
  amount_cents: 'Too much',
  reason: 'Required',
});

describe('refusalOf', () => {
  it.each([
    [
      'a refusal with field errors',
      refused,
      {
        status: 422,
        key: 'error_validation',
        message: 'Please check the highlighted fields.',
        fields: refused.fields,
        lines: ['Too much', 'Required'],
      },
    ],
    [
      'no connection',
      new ApiError(0, 'network', 'No connection'),
      { status: 0, key: 'network', message: 'No connection', fields: {}, lines: [] },
    ],
    ['an error of the page', new TypeError('x is undefined'), null],
    ['nothing', null, null],
  ])('%s', (_name, error, expected) => expect(refusalOf(error)).toEqual(expected));
});

describe('renameField', () => {
  it('puts the API field error under the form field, keeping the rest', () => {
    const moved = renameField(refused, 'amount_cents', 'amount');
    expect(refusalOf(moved)).toMatchObject({
      status: 422,
      key: 'error_validation',
      fields: { amount: 'Too much', reason: 'Required' },
    });
  });
  it.each([
    ['a refusal without that field', new ApiError(409, 'busy', 'Busy')],
    ['an error of the page', new Error('bug')],
  ])('leaves %s as it is', (_name, error) => {
    expect(renameField(error, 'amount_cents', 'amount')).toBe(error);
  });
});

describe('writeIsOver', () => {
  it.each([
    [new ApiError(422, 'error_validation', 'No'), true],
    [new ApiError(0, 'network', 'No connection'), false],
    [new ApiError(409, 'in_progress', 'Under way'), false],
    [new ApiError(502, 'server_error', 'Technical issue'), false],
    [new Error('bug'), false],
  ])('%s → %s', (error, over) => expect(writeIsOver(error)).toBe(over));
});

// A server keeps sign-in reads on PostgreSQL (decision 348): after a write, this page's reads ask for a fresh one, so
// the profile read again after a payment shows the payment whichever server answers it.
describe('reads after a write', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('ask for a fresh sign-in read for FRESH_AFTER_WRITE_MS after a write, and not before it', async () => {
    writeToken('t0ken', 60);
    const sent: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers));
        return new Response(JSON.stringify({ data: { message: 'ok' } }), { status: 200 });
      }),
    );
    await call(getUser, {} as never).catch(() => undefined);
    expect(sent[0]!.get('cache-control')).toBeNull();
    await call(logout, {} as never).catch(() => undefined);
    await call(getUser, {} as never).catch(() => undefined);
    expect(sent[2]!.get('cache-control')).toBe('no-cache');
    expect(asksFresh(Date.now() + FRESH_AFTER_WRITE_MS + 1)).toBe(false);
  });
});
