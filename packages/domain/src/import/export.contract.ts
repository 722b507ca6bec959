import { z } from 'zod';
import { defineStaffEndpoint } from '../staff/staff.contract';

// Moving out (issue 42 item 8, docs/decisions/297): everything back out as the portal's template, so the association
// is never locked in. Children's data is in it: administrators only, and each download is in the audit trail.

export const templateExport = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/export/template.csv',
  permission: 'members.export',
  tags: ['staff', 'import'],
  summary:
    "Every member, their family (a child's account holder) and team places as CSV in the import's template (text/csv): " +
    'one row per person per team place; the import reads it back with no change. Audited.',
  reply: z.string(),
  file: { type: 'text/csv', description: 'Everyone (attachment portal-export-<yyyy-mm-dd>.csv)' },
});
