import { describe, expect, it } from 'vitest';
import { answerCache, CACHES, pageCache, stampPage } from './offline-rules';

describe('what the service worker keeps for offline use (decision 334)', () => {
  it.each([
    ['/api/settings', CACHES.answers],
    ['/api/draw', CACHES.answers],
    ['/api/draw/result', CACHES.answers],
    ['/api/draw/seasons', CACHES.answers],
    ['/api/draw/seasons/3/divisions', CACHES.answers],
    ['/api/draw/seasons/divisions/12/teams', CACHES.answers],
    ['/api/draw/stats/division/4/team/9/games', CACHES.answers],
    ['/api/draw/stats/division/4/team/9/game/77/stats', CACHES.answers],
    ['/api/member/nextgames', CACHES.mine],
    // never kept: tokens, the profile, bank and medical data, money, anything else
    ['/api/login', null],
    ['/api/member/user', null],
    ['/api/member/user/photo', null],
    ['/api/member/eft', null],
    ['/api/member/getData', null],
    ['/api/member/invoices', null],
    ['/api/member/teams', null],
    ['/api/member/teams/games', null],
    ['/api/member/family', null],
    ['/api/staff/members', null],
    ['/api/draw/teams/5.ics', null],
    ['/api/draw/games/5/calendar.ics', null],
    ['/api/live/games/5', null],
    ['/api/member/nextgames/extra', null],
  ])('answer %s → %s', (path, cache) => {
    expect(answerCache(path)).toBe(cache);
  });

  it.each([
    ['/', CACHES.pages],
    ['/draw', CACHES.pages],
    ['/draw/1/4', CACHES.pages],
    ['/draw/1/4/Hawks', CACHES.pages],
    ['/result', CACHES.pages],
    ['/member/stats/1/4/9', CACHES.pages],
    ['/storeview', CACHES.pages],
    ['/game/42', CACHES.pages],
    ['/member/account', CACHES.pages],
    ['/member', CACHES.pages],
    ['/login', null],
    ['/member/profile', null],
    ['/member/eftaccount', null],
    ['/member/invoices', null],
    ['/member/checkout', null],
    ['/staff/members', null],
    ['/password/reset/abc', null],
  ])('page %s → %s', (path, cache) => {
    expect(pageCache(path)).toBe(cache);
  });

  it('writes the time a page was received into its head, and nothing a page could run', () => {
    expect(stampPage('<html><head><title>x</title></head></html>', '2026-12-06T09:42:00.000Z')).toBe(
      '<html><head><title>x</title><meta name="portal-stored-at" content="2026-12-06T09:42:00.000Z"></head></html>',
    );
    expect(stampPage('<head></head>', '"><script>')).toBe(
      '<head><meta name="portal-stored-at" content="script"></head>',
    );
  });
});
