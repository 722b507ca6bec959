import { renderHook } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOpeningScroll } from './use-opening-scroll';

describe('useOpeningScroll (decision 110)', () => {
  let target: HTMLElement;
  let scrolled: ReturnType<typeof vi.fn<Element['scrollIntoView']>>;
  beforeEach(() => {
    vi.useFakeTimers();
    target = document.createElement('article');
    target.id = 'game-7';
    document.body.append(target);
    scrolled = vi.fn<Element['scrollIntoView']>();
    target.scrollIntoView = scrolled;
  });
  afterEach(() => {
    target.remove();
    vi.useRealTimers();
  });

  it('opens on the target once the start-up scroll is behind it', () => {
    renderHook(() => useOpeningScroll('game-7', 'division 1', 'center'));
    expect(scrolled).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'wheel'])(
    'leaves the page where it is after a %s while it waited',
    (name) => {
      renderHook(() => useOpeningScroll('game-7', 'division 1', 'center'));
      window.dispatchEvent(new Event(name));
      vi.runAllTimers();
      expect(scrolled).not.toHaveBeenCalled();
    },
  );

  it('scrolls once per key: a re-render leaves the page, a new division opens on its own target', () => {
    const { rerender } = renderHook(({ key }) => useOpeningScroll('game-7', key, 'start'), {
      initialProps: { key: 'division 1' },
    });
    vi.runAllTimers();
    rerender({ key: 'division 1' });
    vi.runAllTimers();
    expect(scrolled).toHaveBeenCalledTimes(1);
    rerender({ key: 'division 2' });
    vi.runAllTimers();
    expect(scrolled).toHaveBeenCalledTimes(2);
  });
});
