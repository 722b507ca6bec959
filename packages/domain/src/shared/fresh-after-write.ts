/**
 * After a write, the web client asks its next reads of this long to skip what a server keeps of its sign-in
 * (docs/decisions/348): another server learns of the write from the database's counts within about a second, 2 s and a
 * round trip at most, so a read sent to another server at once (the profile read again after a payment) would show
 * what was there before. Apart from endpoint.ts (zod), so every page's code reads it without pulling zod in.
 */
export const FRESH_AFTER_WRITE_MS = 5_000;

/** The request header that asks for it: the standard request directive, "revalidate before answering". */
export const FRESH_HEADER = 'cache-control';
export const FRESH_VALUE = 'no-cache';
