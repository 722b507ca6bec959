// How a viewer of live scores falls back when it cannot hold a stream (docs/decisions/339, 357): the public draw, the
// game's page and the embedded widget alike. A module of its own, with no schema, so the draw's first JavaScript does
// not carry the live contract's (web size budget).

/** While a viewer's stream is not open, the wait between two reads of the states. */
export const LIVE_POLL_MS = 5_000;
/** After a stream the browser gave up on (a refusal: the 503 past the viewer limit), the wait before trying again. */
export const LIVE_REOPEN_MS = 30_000;
