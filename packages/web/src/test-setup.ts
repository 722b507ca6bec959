import { afterAll } from 'vitest';

// Preact runs effects and their cleanups after paint: on requestAnimationFrame, or after 100 ms when no frame comes
// (jsdom draws none). A test file's last unmount can leave such a timer, which then fires after vitest has torn down
// the file's window ("document is not defined" from auth.tsx, "window is not defined" from the query client). Let
// those timers fire while the window is still there.
const PREACT_AFTER_PAINT_MS = 100;
afterAll(
  () =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, PREACT_AFTER_PAINT_MS + 50);
    }),
);
