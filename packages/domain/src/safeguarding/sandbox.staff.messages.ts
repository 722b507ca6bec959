import { CheckStatusLabels, type StoredCheckStatus } from './checks';

// The words of the sandbox verifier's page, /staff/safeguarding/sandbox (issue 44, docs/decisions/318).
export const SandboxTexts = {
  title: 'Verification sandbox',
  nav: 'Verification sandbox',
  intro:
    'A stand-in for the verification service, for testing and the demo: choose what the register says about a ' +
    'check and the sandbox sends the portal the signed message Oho would send. Nothing here reaches a real register.',
  loading: 'Could not load the checks',
  none: 'Nobody has entered a Working With Children Check yet.',
  inPortal: (status: StoredCheckStatus) => `In the portal: ${CheckStatusLabels[status]}`,
  inSandbox: (status: StoredCheckStatus | null) =>
    status === null ? 'Not given to the sandbox yet' : `Sandbox says: ${CheckStatusLabels[status]}`,
  answered: (code: number) =>
    code === 200 ? 'The portal accepted the message' : `The portal refused the message (HTTP ${code})`,
  sent: (name: string, status: StoredCheckStatus, code: number) =>
    code === 200
      ? `${name}: the sandbox sent "${CheckStatusLabels[status]}" and the portal accepted it.`
      : `${name}: the sandbox sent "${CheckStatusLabels[status]}" but the portal refused it (HTTP ${code}).`,
  decide: 'Tell the portal the check is',
  failed: 'The sandbox could not send it',
} as const;
