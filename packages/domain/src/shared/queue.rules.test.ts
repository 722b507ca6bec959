import { describe, expect, it } from 'vitest';
import { estimateWaitMinutes, pollSecondsFor, queueKindOf } from './queue.rules';

describe('queueKindOf', () => {
  it.each([
    ['/register', 'registration'],
    ['/registernetball', 'registration'],
    ['/registerteamentry?invitation=abc-123', 'registration'],
    ['/member/checkout', 'checkout'],
    ['/member/membership', 'checkout'],
    ['/member/teamnomination', 'checkout'],
    ['/member/invoices/invoice/42/payment', 'checkout'],
  ])('%s is a queued %s page', (path, kind) => {
    expect(queueKindOf(path)).toBe(kind);
  });

  it.each([
    '//evil.example/register',
    'https://evil.example/register',
    '/register/../staff',
    '/member/store',
    '/member/invoices/invoice/x/payment',
    '/register?next=<script>',
    `/register?${'a'.repeat(400)}`,
    '',
  ])('%s is not', (path) => {
    expect(queueKindOf(path)).toBeNull();
  });
});

describe('estimateWaitMinutes', () => {
  it.each([
    [1, 10, 1],
    [25, 10, 3],
    [600, 600, 1],
    [601, 600, 2],
    [3, 0, null],
  ])('place %i at %i a minute: %s minutes', (place, rate, minutes) => {
    expect(estimateWaitMinutes(place, rate)).toBe(minutes);
  });
});

describe('pollSecondsFor', () => {
  it('asks more often near the front', () => {
    expect([1, 5, 6, 100, 101].map(pollSecondsFor)).toEqual([2, 2, 5, 5, 10]);
  });
});
