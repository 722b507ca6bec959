import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

export const DEMO_PASSWORD = 'Portal2026';
/** Scratch folder of a browser-test run (E2E_TMP lets two runs on one machine keep apart). */
export const E2E_TMP = path.resolve(import.meta.dirname, '..', process.env.E2E_TMP ?? '.tmp');
export const MAIL_DIR = path.join(E2E_TMP, 'e2e-data/mail');

/**
 * Sign in through the API and put the token cookie in the browser (fast; the login UI has its own tests): on the
 * shared server, or on a server of the test's own (`startServer`) when `server` is given.
 */
export async function loginAs(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  server?: { url: string },
): Promise<void> {
  const res = await page.request.post(`${server?.url ?? ''}/api/member/login`, { data: { username, password } });
  expect(res.status(), `login ${username}`).toBe(200);
  const token = JSON.parse((await res.json()).data.success) as { access_token: string; expires_in: number };
  await page.context().addCookies([
    {
      name: 'portal_token',
      value: encodeURIComponent(token.access_token),
      domain: '127.0.0.1',
      path: '/',
      expires: Math.floor(Date.now() / 1000) + token.expires_in,
      sameSite: 'Strict',
    },
  ]);
}

/** Sign in through the login page, as a member would. */
export async function loginThroughUi(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The newest .eml written to DATA_DIR/mail for an address, waiting for it to arrive. */
/**
 * A bearer token of a demo account (the Authorization header's value), for calls a test makes itself; `base` is the
 * address of a server of the test's own (own-server.ts), else the run's server.
 */
export async function tokenOf(request: APIRequestContext, username: string, base = ''): Promise<string> {
  const res = await request.post(`${base}/api/member/login`, { data: { username, password: DEMO_PASSWORD } });
  return `Bearer ${(JSON.parse((await res.json()).data.success) as { access_token: string }).access_token}`;
}

/** The `data` of a GET answer (as JSON, untyped), signed in with a token from tokenOf or signed out without one. */
export const apiData = async (request: APIRequestContext, url: string, authorization?: string) =>
  (await (await request.get(url, { headers: authorization ? { authorization } : {} })).json()).data;

export async function latestMailTo(address: string, after = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).filter((f) => f.includes(address)) : [];
    const fresh = files
      .map((f) => path.join(MAIL_DIR, f))
      .filter((f) => fs.statSync(f).mtimeMs > after)
      .sort();
    if (fresh.length) return fs.readFileSync(fresh[fresh.length - 1]!, 'utf8');
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address}`);
}

/** Mail bodies are quoted-printable: undo soft line breaks and =XX escapes before reading them. */
export function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/**
 * Watch the page for an alert holding `text`, from before the action that shows it: 'Payment was successful.' shows
 * for 125–500 ms before the next page (spec 002 §9), which a busy machine can paint between two of Playwright's polls.
 * Start it before the click, await it after: true once seen, false after 15 s without it.
 */
export function watchForAlert(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const seen = () =>
          Array.from(document.querySelectorAll('[role="alert"]')).some((el) => el.textContent?.includes(wanted));
        const observer = new MutationObserver(() => {
          if (seen()) {
            observer.disconnect();
            clearTimeout(giveUp);
            resolve(true);
          }
        });
        const giveUp = setTimeout(() => {
          observer.disconnect();
          resolve(false);
        }, 15_000);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    text,
  );
}

/**
 * Type a date into a field as a person does: focus it, select what is there, then one key at a time with a person's
 * pause between keys, so the page sees every partial date on the way (07, 07/1, … 07/12/2, …). `fill` gives the
 * whole text in one event and hides what a field does with a half-typed date (issue 39 item 9).
 */
export async function typeDate(field: Locator, text: string, delay = 50): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.page().keyboard.type(text, { delay });
}

/**
 * Choose `option` in a select (a combobox opening a listbox) as a person does: open it, click the option, and see the
 * select show it. A click that lands while the menu is still opening can be lost under load, leaving the menu open
 * over the page (CI flaked on court-hire-staff.spec): the open and the click are tried again until the select shows
 * the option, and its menu is opened only when closed.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  const item = page.getByRole('option', { name: option, exact: true });
  // the select says whether its menu is open: a menu still open is not opened again (a second click would close it)
  const open = async () => (await select.getAttribute('aria-expanded')) === 'true';
  await expect(async () => {
    // a menu left open hides the rest of the page (the select too) from the accessibility tree: choose in it
    if (await item.isVisible()) await item.click({ timeout: 5_000 });
    else {
      if ((await select.textContent({ timeout: 5_000 }))?.trim() === option && !(await open())) return;
      // a busy page (a heavy form rendering under load) can take seconds to take a click: allow 5 s each
      if (!(await open())) await select.click({ timeout: 5_000 });
      await item.click({ timeout: 5_000 });
    }
    await expect(select).toHaveText(option, { timeout: 5_000 });
    await expect(select).not.toHaveAttribute('aria-expanded', 'true', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Fill the sandbox gateway's card form (spec 002 §4) inside `scope`: a wizard step, or the page. */
export async function fillCard(scope: Page | Locator, name: string, number = '4242 4242 4242 4242', expiry = '12/30') {
  await scope.getByLabel('Card Number').fill(number);
  await scope.getByLabel('Full Name').fill(name);
  await scope.getByLabel('Card Expiry').fill(expiry);
  await scope.getByLabel('CVC').fill('123');
}

/** Pay by the sandbox's good card in `scope` and see 'Payment was successful.' (spec 002 §9) before the next page. */
export async function payByCard(page: Page, scope: Page | Locator, name: string, number?: string, expiry?: string) {
  await fillCard(scope, name, number, expiry);
  const paid = watchForAlert(page, 'Payment was successful.');
  await scope.getByRole('button', { name: 'Pay' }).click();
  expect(await paid).toBe(true);
}

/** Pay by the sandbox's good card and land on the receipt (spec 002 §9): answers its Products region, to read. */
export async function payToReceipt(
  page: Page,
  scope: Page | Locator,
  name: string,
  number?: string,
  expiry?: string,
): Promise<Locator> {
  await payByCard(page, scope, name, number, expiry);
  await expect(page).toHaveURL(/\/member\/orders\/order\/\d+$/);
  return page.getByRole('region', { name: 'Products' });
}

export const test = base;
export { expect };

export { startServer, type OwnServer } from './own-server';
