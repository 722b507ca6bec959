import { sql, type SQLWrapper } from 'drizzle-orm';
import { importItems, imports } from './import.tables';

// What other areas ask of an import's people, as a query part of their own queries (import_items stays this area's).

/**
 * True for a person (by their member id column, with their date of birth column) an import brought in as an adult:
 * their sign-in is claimed by the import's invitation at the pace staff choose (docs/decisions/301), not by the
 * turning-18 mail; a child an import brought turns 18 as any other.
 */
export const broughtInAsAdult = (memberId: SQLWrapper, dob: SQLWrapper) =>
  sql`exists (select 1 from ${importItems} inner join ${imports} on ${imports.id} = ${importItems.importId}
    where ${importItems.kind} = 'member' and ${importItems.refId} = ${memberId}
      and ${dob} <= (${imports.createdAt})::date - interval '18 years')`;
