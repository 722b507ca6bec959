import type { Mail } from '../src/platform/mail/mailer';

/**
 * The messages the test mailer sent to `to`, once there are at least `count` (the outbox worker sends within a poll).
 * A message carrying a code keeps its bodies in mail_outbox only until sent (docs/decisions/261): tests read the code
 * from what was sent, as the person would. A plain loop, not expect.poll, so a beforeAll may call it too.
 */
export async function sentTo(t: { outbox: Mail[] }, to: string, count = 1, timeoutMs = 15_000): Promise<Mail[]> {
  const mails = () => t.outbox.filter((m) => m.to === to);
  for (const end = Date.now() + timeoutMs; mails().length < count;) {
    if (Date.now() > end) throw new Error(`${mails().length} of ${count} messages sent to ${to}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return mails();
}
