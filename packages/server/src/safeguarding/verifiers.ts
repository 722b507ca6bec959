import type { CheckMethod } from '@portal/domain/safeguarding/checks';
import type { Config } from '../platform/config';
import { createOhoVerifier } from './oho-verifier';
import { sandboxVerifier } from './sandbox-verifier';
import { manualVerifier, type CheckVerifier } from './verifier-port';

/**
 * The verifier the settings choose (docs/decisions/318): staff by hand (safeguarding_settings.verifier 'manual'), or
 * the verification service, which CHECK_SERVICE makes the built-in sandbox (default) or Oho's API.
 */
export function verifierFor(config: Config, chosen: CheckMethod): CheckVerifier {
  if (chosen === 'manual') return manualVerifier;
  if (config.checks.service === 'oho') return createOhoVerifier(config.checks.oho);
  return sandboxVerifier;
}
