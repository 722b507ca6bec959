import { describe, expect, it, vi } from 'vitest';
import { answerTakeOver } from './take-over';

// Decision 335: a newer worker takes over when the page that asks is the portal's one open window, and says so.

describe("a newer worker's answer to a page's ask", () => {
  it.each([
    ['the asking page alone', 1, true],
    ['the portal open in a second tab too (a form may be half filled there)', 2, false],
    ['three tabs', 3, false],
  ])('with %s, takes over: %s', async (_what, windows, taking) => {
    const matchAll = vi.fn(async () => Array.from({ length: windows }, () => ({})));
    const skipWaiting = vi.fn(async () => {});
    const { port1, port2 } = new MessageChannel();
    const told = new Promise((resolve) => {
      port1.onmessage = (e: MessageEvent) => resolve(e.data);
    });
    expect(await answerTakeOver({ clients: { matchAll }, skipWaiting }, port2)).toBe(taking);
    expect(await told).toEqual({ taking });
    expect(skipWaiting).toHaveBeenCalledTimes(taking ? 1 : 0);
    // windows not yet controlled by any worker count too: a tab being opened
    expect(matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    port1.close();
  });

  it('answers a page of an older build, which gives no port, all the same', async () => {
    const skipWaiting = vi.fn(async () => {});
    expect(await answerTakeOver({ clients: { matchAll: async () => [{}] }, skipWaiting }, undefined)).toBe(true);
    expect(skipWaiting).toHaveBeenCalledTimes(1);
  });
});
