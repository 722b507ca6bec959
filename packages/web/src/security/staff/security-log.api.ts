import { securityLog } from '@portal/domain/security/security-log.contract';
import { staffListQuery } from '../../components/staff/use-staff-list';

// The security log's call (docs/decisions/316): one page, the page shown staying while the next one loads.
export const securityLogQuery = staffListQuery(['staff', 'security', 'log'], securityLog);
