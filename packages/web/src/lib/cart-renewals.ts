import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { RenewalLine } from '@portal/domain/store/store.contract';
import { CART_EVENT, RENEWALS_KEY, cachedRead, subscribeCart } from './cart-storage';

// Membership renewals in the cart (docs/decisions/250): the membership page adds one for the person it shows (a
// guardian renews each child), the store's cart lists them and its checkout pays them with the products. Shared
// here because both areas use it; the server prices and checks every one again.

const Lines = z.array(RenewalLine);

const readRenewals = cachedRead(RENEWALS_KEY, (raw) => {
  try {
    const parsed = Lines.safeParse(JSON.parse(raw ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
});

export const useRenewals = (): RenewalLine[] => useSyncExternalStore(subscribeCart, readRenewals);

export function writeRenewals(lines: RenewalLine[]): void {
  if (lines.length) localStorage.setItem(RENEWALS_KEY, JSON.stringify(lines));
  else localStorage.removeItem(RENEWALS_KEY);
  window.dispatchEvent(new Event(CART_EVENT));
}

const same = (a: RenewalLine, b: RenewalLine) => a.member_id === b.member_id && a.sport === b.sport;

/** Put a person's renewal in the cart (once: the same person and sport replaces the earlier line). */
export function addRenewal(line: RenewalLine): void {
  writeRenewals([...readRenewals().filter((l) => !same(l, line)), line]);
}

export function removeRenewal(line: RenewalLine): void {
  writeRenewals(readRenewals().filter((l) => !same(l, line)));
}

export const hasRenewal = (lines: readonly RenewalLine[], memberId: number, sport: string) =>
  lines.some((l) => l.member_id === memberId && l.sport === sport);
