import { describe, expect, it } from 'vitest';
import { courtFraction } from './booking-calendar';
import { courtPlan } from './court-layouts';

describe('courtPlan', () => {
  it.each([
    ['full', 1, []],
    ['halves', 2, ['half', 'half']],
    ['thirds', 3, ['third', 'third', 'third', 'two-third', 'two-third']],
  ] as const)('%s: %i units, parts of the calendar widths %j', (layout, units, widths) => {
    const plan = courtPlan('Court 5', layout);
    expect(plan.units).toHaveLength(units);
    expect(plan.parts.map((p) => courtFraction(p.units.length, units))).toEqual(widths);
    expect(plan.parts.every((p) => p.name.startsWith('Court 5 ') && p.units.every((u) => u < units))).toBe(true);
  });
});
