import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';

/**
 * The back-office asks the password again before bank details, the ABA file and refunds (decision 263): answer its
 * dialog, after which the page sends the refused call again.
 */
export async function typePasswordAgain(page: Page, password = DEMO_PASSWORD): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Type your password again' });
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}
