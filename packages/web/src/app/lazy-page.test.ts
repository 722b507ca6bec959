import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

// A page of its own chunk (decision 352): suspends as React's lazy does, draws at once once preloaded, and a chunk that
// failed is tried again.

const Hello = () => null;
const call = (Page: unknown) => (Page as (props: object) => unknown)({});

describe('lazyPage', () => {
  it('suspends until its chunk has come, and draws at once after a preload', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const Page = lazyPage(load, 'Hello');
    let thrown: unknown;
    try {
      call(Page);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await Page.preload();
    expect((call(Page) as { type: unknown }).type).toBe(Hello);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failed chunk once as an error, then loads it again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Hello });
    const Page = lazyPage(load as () => Promise<{ Hello: typeof Hello }>, 'Hello');
    await expect(Page.preload()).rejects.toThrow('offline');
    expect(() => call(Page)).toThrow('offline');
    let thrown: unknown;
    try {
      call(Page);
    } catch (e) {
      thrown = e;
    }
    await thrown;
    expect((call(Page) as { type: unknown }).type).toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
