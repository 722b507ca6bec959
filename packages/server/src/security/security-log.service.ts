// The one door to the security log (issue 44, docs/decisions/316). Every area that signs in, refuses a staff call,
// exports a list or shows bank details calls recordSecurityEvent; a write's event goes in that write's transaction.
// The writer itself is platform/security-log.ts (platform writes events too: refused staff calls, staff exports).

export { recordSecurityEvent, type Origin, type SecurityEvent } from '../platform/security-log';
