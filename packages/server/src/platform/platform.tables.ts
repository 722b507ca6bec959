import { customType } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension, created by the first migration). */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });
