import { describe, expect, it } from 'vitest';
import type { Config } from '../platform/config';
import { orderStep } from './order-kinds';

describe('orderStep', () => {
  it('runs what waits for the commit only when committed, and once', () => {
    const { step, committed } = orderStep({} as Config, new Date());
    const calls: string[] = [];
    step.afterCommit(() => calls.push('drop'));
    step.afterCommit(() => calls.push('again'));
    expect(calls).toEqual([]);
    committed();
    committed();
    expect(calls).toEqual(['drop', 'again']);
  });
});
