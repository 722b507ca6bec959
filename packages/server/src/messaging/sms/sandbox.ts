import { eq } from 'drizzle-orm';
import { countSms } from '@portal/domain/messaging/sms';
import { smsSandbox } from '../messaging.tables';
import type { SmsProvider } from './sms-port';

/** The sandbox provider: writes the SMS with its segments and encoding to sms_sandbox instead of sending it. */
export const sandboxSms: SmsProvider = {
  async send(platform, sms) {
    const { segments, encoding } = countSms(sms.body);
    const [row] = await platform.db
      .insert(smsSandbox)
      .values({
        toNumber: sms.to,
        body: sms.body,
        segments,
        encoding,
        reference: sms.reference,
        createdAt: platform.now(),
      })
      .returning({ id: smsSandbox.id });
    return { providerRef: `sandbox:${row!.id}`, segments };
  },
  async sentUnder(platform, reference) {
    const [row] = await platform.db
      .select({ id: smsSandbox.id, segments: smsSandbox.segments })
      .from(smsSandbox)
      .where(eq(smsSandbox.reference, reference))
      .limit(1);
    return row ? { providerRef: `sandbox:${row.id}`, segments: row.segments } : null;
  },
};
