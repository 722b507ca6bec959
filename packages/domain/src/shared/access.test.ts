import { describe, expect, it, vi } from 'vitest';
import { decideAccess, failedGate, safeRedirect, type GateSubject, type RouteRule } from './access';

const today = '2026-11-21';
const adult: GateSubject = {
  dobIso: '1990-01-01',
  nonPl: false,
  isEft: false,
  isMan: false,
  isRef: false,
  isRoster: false,
  profileComplete: true,
};
const state = (over: Partial<Parameters<typeof decideAccess>[1]> = {}) => ({
  signedIn: true,
  subject: adult,
  today: () => today,
  path: '/member/x',
  search: '',
  ...over,
});

describe('decideAccess', () => {
  it('asks for today only when a gate is checked: a public or gate-free page makes no date format at start-up', () => {
    const asked = vi.fn(() => today);
    decideAccess({ access: 'public' }, state({ signedIn: false, today: asked }));
    decideAccess({ access: 'member' }, state({ today: asked }));
    expect(asked).not.toHaveBeenCalled();
    decideAccess({ access: 'member', gates: ['adult'] }, state({ today: asked }));
    expect(asked).toHaveBeenCalledOnce();
  });

  it('sends a visitor on a member route home with the target as a redirect query', () => {
    expect(
      decideAccess(
        { access: 'member' },
        state({ signedIn: false, subject: null, path: '/member/invoices', search: '?a=1' }),
      ),
    ).toEqual({ kind: 'redirect', to: '/?redirect=%2Fmember%2Finvoices%3Fa%3D1' });
  });
  it('bounces a signed-in user from public pages to the dashboard', () => {
    expect(decideAccess({ access: 'public' }, state())).toEqual({ kind: 'redirect', to: '/member/account' });
    expect(decideAccess({ access: 'public' }, state({ signedIn: false }))).toEqual({ kind: 'render' });
  });
  it('sends a user who just signed in to the redirect query target, if same-site', () => {
    expect(decideAccess({ access: 'public' }, state({ search: '?redirect=%2Fmember%2Fprofile' }))).toEqual({
      kind: 'redirect',
      to: '/member/profile',
    });
    expect(decideAccess({ access: 'public' }, state({ search: '?redirect=https%3A%2F%2Fevil.example' }))).toEqual({
      kind: 'redirect',
      to: '/member/account',
    });
  });
  it('lets everyone see draw, result and stats', () => {
    expect(decideAccess({ access: 'always' }, state())).toEqual({ kind: 'render' });
    expect(decideAccess({ access: 'always' }, state({ signedIn: false }))).toEqual({ kind: 'render' });
  });
  it('forwards storeview and bookingview keeping the query', () => {
    const rule: RouteRule = { access: 'forward', forwardTo: '/member/store' };
    expect(decideAccess(rule, state({ search: '?category=3' }))).toEqual({
      kind: 'redirect',
      to: '/member/store?category=3',
    });
    expect(decideAccess(rule, state({ signedIn: false }))).toEqual({ kind: 'render' });
  });
  it('logs a signed-in user out first on recovery pages', () => {
    expect(decideAccess({ access: 'recovery' }, state())).toEqual({ kind: 'logout-then-render' });
    expect(decideAccess({ access: 'recovery' }, state({ signedIn: false }))).toEqual({ kind: 'render' });
  });
  it('waits for the profile before judging gates', () => {
    expect(decideAccess({ access: 'member', gates: ['is_eft'] }, state({ subject: null }))).toEqual({
      kind: 'wait-for-profile',
    });
  });
  it('turns an incomplete profile away from payment routes with the spec alert', () => {
    const d = decideAccess(
      { access: 'member', gates: ['notNonPl', 'completeProfile'] },
      state({ subject: { ...adult, profileComplete: false } }),
    );
    expect(d).toEqual({
      kind: 'redirect',
      to: '/member/account',
      alert:
        'Redirecting to your dashboard... Please go to your profile then fill in all required information to make payments.',
    });
  });
});

describe('failedGate', () => {
  it.each([
    ['is_eft', { isEft: true }],
    ['is_man', { isMan: true }],
    ['is_ref', { isRef: true }],
    ['is_roster', { isRoster: true }],
    ['notNonPl', { nonPl: false }],
    ['completeProfile', { profileComplete: true }],
  ] as const)('%s passes only with its flag', (gate, pass) => {
    const off: GateSubject = {
      ...adult,
      isEft: false,
      isMan: false,
      isRef: false,
      isRoster: false,
      nonPl: true,
      profileComplete: false,
    };
    expect(failedGate([gate], off, today)).toBe(gate);
    expect(failedGate([gate], { ...off, ...pass }, today)).toBeNull();
  });
  it('adult means 18 or older by date of birth, to the day', () => {
    expect(failedGate(['adult'], { ...adult, dobIso: '2008-11-21' }, today)).toBeNull();
    expect(failedGate(['adult'], { ...adult, dobIso: '2008-11-22' }, today)).toBe('adult');
    expect(failedGate(['adult'], { ...adult, dobIso: '2014-03-15' }, today)).toBe('adult');
    expect(failedGate(['adult'], { ...adult, dobIso: null }, today)).toBe('adult');
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths and refuses others', () => {
    expect(safeRedirect('/member/invoices?x=1')).toBe('/member/invoices?x=1');
    expect(safeRedirect('//evil.example')).toBe('/member/account');
    expect(safeRedirect('https://evil.example')).toBe('/member/account');
    expect(safeRedirect(null)).toBe('/member/account');
  });
});
