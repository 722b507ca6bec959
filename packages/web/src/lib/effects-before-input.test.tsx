import { cleanup, render } from '@testing-library/preact';
import { useEffect, useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { runEffectsBeforeInput } from './effects-before-input';

// As React runs a render's effects before the next key is handled (Material UI's Autocomplete counts on it: decision
// 355), so does the app: a key pressed before the next frame finds the effects of the last render already run.
afterEach(cleanup);

function Typed({ seen }: { seen: string[] }) {
  const [text, setText] = useState('');
  useEffect(() => {
    seen.push(`effect ${text}`);
  }, [text, seen]);
  return <input aria-label="Name" value={text} onInput={(e) => setText(e.currentTarget.value)} />;
}

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

it('a key pressed after a render, before the next frame, comes after that render’s effects', async () => {
  runEffectsBeforeInput();
  const seen: string[] = [];
  const { getByLabelText } = render(<Typed seen={seen} />);
  const input = getByLabelText('Name') as HTMLInputElement;
  window.dispatchEvent(new KeyboardEvent('keydown')); // the first render's effects
  expect(seen).toEqual(['effect ']);

  input.value = 'm';
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await tick(); // rendered (Preact renders in a microtask); its effect still waits for the next frame
  expect(seen).toEqual(['effect ']);
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  expect(seen).toEqual(['effect ', 'effect m']);
});

it('without an input the effects still run after the next frame', async () => {
  runEffectsBeforeInput();
  const seen: string[] = [];
  render(<Typed seen={seen} />);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(seen).toEqual(['effect ']);
});
