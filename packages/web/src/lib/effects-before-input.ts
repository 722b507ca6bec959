import { options } from 'preact';

// React runs the effects of a render before the next key or tap is handled; Preact runs them after the next frame
// (up to ~35 ms later). Material UI's Autocomplete counts on React's order: typing resets its highlighted option in an
// effect, so an ArrowDown pressed before that effect ran was undone by it, and the Enter that followed chose nothing
// (decision 355). Here a key or tap first runs the effects still waiting, as React would; otherwise they run after the
// next frame as before.

/**
 * A person's keys, taps and typing: the events after which React has run every effect waiting. Not focus changes or
 * a form's submit, which code can cause in the middle of a render's layout effects, where React would not run the
 * render's other effects yet.
 */
const INPUT_EVENTS = [
  'keydown',
  'keyup',
  'beforeinput',
  'input',
  'change',
  'compositionend',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'touchstart',
  'touchend',
] as const;

const FRAME_TIMEOUT_MS = 35; // Preact's own: the effects run even where no frame comes (a tab in the background)

/** The effects waiting, in a box of their own each time (Preact hands over the same flush function every time). */
let waiting: { flush: () => void } | null = null;

function runWaiting() {
  const box = waiting;
  waiting = null;
  box?.flush();
}

/** Preact's afterNextFrame, which also leaves the effects to an input that comes first. */
function afterNextFrameOrInput(flush: () => void) {
  const box = { flush };
  waiting = box;
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    if (frame) cancelAnimationFrame(frame);
    setTimeout(() => {
      if (waiting === box) runWaiting();
    });
  };
  const timeout = setTimeout(done, FRAME_TIMEOUT_MS);
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(done);
}

let installed = false;

/** Once, before the first render: every later render's effects run before the next input at the latest. */
export function runEffectsBeforeInput(): void {
  if (installed) return;
  installed = true;
  options.requestAnimationFrame = afterNextFrameOrInput;
  for (const name of INPUT_EVENTS) window.addEventListener(name, runWaiting, { capture: true, passive: true });
}
