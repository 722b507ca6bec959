import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { createEwayGateway } from './eway';
import type { PaymentGateway } from '../../platform/gateway-port';
import { createSandboxGateway } from './sandbox';

/**
 * The card gateway the settings choose (PAYMENT_GATEWAY): the built-in sandbox by default, or eWAY Rapid with its
 * API key and password. A real provider is chosen and configured by settings alone (../shared/CONTRACT.md).
 */
export function createGateway(config: Config, db: Db, now?: () => Date): PaymentGateway {
  if (config.site.paymentGateway === 'eway') {
    const { apiKey, apiPassword, endpoint, timeoutMs } = config.eway;
    if (!apiKey || !apiPassword) throw new Error('PAYMENT_GATEWAY=eway needs EWAY_API_KEY and EWAY_API_PASSWORD');
    return createEwayGateway({ apiKey, apiPassword, endpoint, timeoutMs });
  }
  return createSandboxGateway(db, { timeZone: config.site.timeZone, now });
}
