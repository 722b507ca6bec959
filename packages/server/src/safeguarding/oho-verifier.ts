import type { StoredCheckStatus } from '@portal/domain/safeguarding/checks';
import type { Config } from '../platform/config';
import { VerifierUnavailableError, type CheckVerifier, type VerifierResult } from './verifier-port';
import { serviceStatus } from './webhook.service';

// Oho's REST API (docs/decisions/319): a check is submitted to POST {OHO_ENDPOINT}/scan, Oho's one endpoint for every
// state's Working With Children register, which queues it and answers a correlation id at once; the result comes by
// signed webhook (webhook.service.ts) and can be read at GET /scan/{correlation id}. The payload's field names are
// from Oho's public guide where it gives them and our assumption where it does not (the decision lists which); the
// API token goes in the Authorization header only, never in a log line or an error.

type OhoSettings = Config['checks']['oho'];

async function call(oho: OhoSettings, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  try {
    return await fetch(`${oho.endpoint}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${oho.apiToken ?? ''}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(oho.timeoutMs),
    });
  } catch (err) {
    throw new VerifierUnavailableError(`Oho could not be reached (${method} ${path})`, err);
  }
}

async function json(res: Response, what: string): Promise<Record<string, unknown>> {
  try {
    const value: unknown = await res.json();
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new VerifierUnavailableError(`Oho answered ${what} with something unreadable`);
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The words of Oho's answer about a scan, in the portal's (null: no answer yet). */
function readResult(body: Record<string, unknown>, providerRef: string): VerifierResult | null {
  const status: StoredCheckStatus | null = serviceStatus(str(body.status));
  if (status === null || status === 'pending') return null;
  const expiry = str(body.expiry_date) ?? str(body.expiryDate);
  return {
    providerRef,
    reference: str(body.reference),
    status,
    expiresOn: expiry && /^\d{4}-\d{2}-\d{2}$/.test(expiry) ? expiry : null,
    note: str(body.message)?.slice(0, 500) ?? `Oho: ${str(body.status)}`,
  };
}

export function createOhoVerifier(oho: OhoSettings): CheckVerifier {
  return {
    name: 'oho',
    method: 'oho',
    async submit(_platform, check) {
      const res = await call(oho, 'POST', '/scan', {
        type: `wwc_${check.state.toLowerCase()}`,
        number: check.number,
        kind: check.kind,
        first_name: check.firstName,
        last_name: check.lastName,
        birth_date: check.dateOfBirth,
        reference: check.reference,
      });
      if (res.status === 429 || res.status >= 500)
        throw new VerifierUnavailableError(`Oho answered ${res.status} to a scan`);
      const body = await json(res, 'a scan');
      if (res.status >= 400)
        return {
          kind: 'refused',
          message: (str(body.error) ?? str(body.message) ?? `Oho answered ${res.status}`).slice(0, 300),
        };
      const providerRef = str(body.correlation_id) ?? str(body.correlationId);
      if (!providerRef) throw new VerifierUnavailableError('Oho answered a scan without a correlation id');
      return { kind: 'sent', providerRef };
    },
    async result(_platform, providerRef) {
      const res = await call(oho, 'GET', `/scan/${encodeURIComponent(providerRef)}`);
      if (res.status === 404) return null;
      if (!res.ok) throw new VerifierUnavailableError(`Oho answered ${res.status} to a scan's result`);
      return readResult(await json(res, "a scan's result"), providerRef);
    },
  };
}
