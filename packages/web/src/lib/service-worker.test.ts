import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Decision 335: a newer build's worker waits while the page is open, and takes over on the next navigation only.

function fakeWorkerContainer(withController: boolean) {
  const waiting = { postMessage: vi.fn() };
  const registration = { waiting: waiting as { postMessage: ReturnType<typeof vi.fn> } | null };
  const container = Object.assign(new EventTarget(), {
    controller: withController ? {} : null,
    register: vi.fn(async () => registration),
    getRegistration: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration, waiting };
}

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('PROD', true);
});
afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('a new build of the service worker (decision 335)', () => {
  it('waits while the page is open, takes over on the next navigation, and only then reloads the page', async () => {
    const { container, waiting } = fakeWorkerContainer(true);
    const sw = await import('./service-worker');
    const reload = vi.fn();
    sw.startServiceWorker(reload);
    // a worker that takes control on its own (the first install's claim) reloads nothing
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    expect(waiting.postMessage).not.toHaveBeenCalled();

    await sw.takeUpdateOnNavigation('/member/profile'); // the page first shown: no navigation yet
    expect(waiting.postMessage).not.toHaveBeenCalled();
    const asked = sw.takeUpdateOnNavigation('/member/account');
    await vi.waitFor(() =>
      expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }, [expect.any(MessagePort)]),
    );
    const port = (waiting.postMessage.mock.calls[0]![1] as MessagePort[])[0]!;
    port.postMessage({ taking: true }); // the portal's one open window: the worker takes over
    expect(await asked).toBe(true);
    port.close();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with the portal open in another tab the worker declines: nothing reloads here, and the next navigation asks again', async () => {
    const { container, waiting } = fakeWorkerContainer(true);
    const sw = await import('./service-worker');
    const reload = vi.fn();
    sw.startServiceWorker(reload);
    await sw.takeUpdateOnNavigation('/member/profile');
    const asked = sw.takeUpdateOnNavigation('/member/account');
    await vi.waitFor(() => expect(waiting.postMessage).toHaveBeenCalledTimes(1));
    const port = (waiting.postMessage.mock.calls[0]![1] as MessagePort[])[0]!;
    port.postMessage({ taking: false });
    expect(await asked).toBe(false);
    // the other tab's own takeover later reloads nothing here: this page's ask was declined
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    void sw.takeUpdateOnNavigation('/member/invoices');
    await vi.waitFor(() => expect(waiting.postMessage).toHaveBeenCalledTimes(2));
    port.close();
  });

  it.each([
    ['no newer worker waits', true, false],
    ['no worker controls the page yet (the first install takes it by itself)', false, true],
  ])('asks nothing when %s', async (_name, withController, withWaiting) => {
    const { registration, waiting } = fakeWorkerContainer(withController);
    if (!withWaiting) registration.waiting = null;
    const sw = await import('./service-worker');
    await sw.takeUpdateOnNavigation('/member/profile');
    await sw.takeUpdateOnNavigation('/member/account');
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });

  it('the page and the push switch share one registration of /sw.js, scope /', async () => {
    const { container } = fakeWorkerContainer(false);
    const sw = await import('./service-worker');
    await Promise.all([sw.registerWorker(), sw.registerWorker()]);
    expect(container.register).toHaveBeenCalledTimes(1);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
