import type { Options } from './options';

// The open model (docs/decisions/343): arrivals come by the clock, at a rate a minute that ramps, holds and falls,
// whatever the portal's answers do; a slow portal gets more journeys at once, as on the night.

/** A stretch of the run: the rate a minute goes linearly from `from` to `to` over `seconds`. */
export interface Phase {
  name: string;
  from: number;
  to: number;
  seconds: number;
}

/** ramp 0 → rate, hold, fall → 0; or, with steps, a short ramp to each step's rate and a hold there. */
export function phasesOf(o: Pick<Options, 'rate' | 'ramp' | 'hold' | 'fall' | 'steps'>): Phase[] {
  if (o.steps.length) {
    const phases: Phase[] = [];
    let last = 0;
    for (const rate of o.steps) {
      phases.push({ name: `ramp to ${rate}`, from: last, to: rate, seconds: Math.min(10, o.ramp) });
      phases.push({ name: `${rate}/min`, from: rate, to: rate, seconds: o.hold });
      last = rate;
    }
    phases.push({ name: 'fall', from: last, to: 0, seconds: o.fall });
    return phases.filter((p) => p.seconds > 0);
  }
  return [
    { name: 'ramp', from: 0, to: o.rate, seconds: o.ramp },
    { name: 'hold', from: o.rate, to: o.rate, seconds: o.hold },
    { name: 'fall', from: o.rate, to: 0, seconds: o.fall },
  ].filter((p) => p.seconds > 0);
}

export interface Arrival {
  /** Seconds from the start of the run. */
  at: number;
  phase: string;
}

/**
 * Arrival times: the n-th arrival comes when the expected number of arrivals (the rate's integral) reaches n - 0.5,
 * so a run's count is the integral rounded and the spacing follows the rate exactly, with no randomness between runs.
 */
export function arrivals(phases: Phase[]): Arrival[] {
  const out: Arrival[] = [];
  let start = 0;
  let expected = 0;
  for (const p of phases) {
    const a = p.from / 60; // arrivals a second at the phase's start
    const slope = (p.to - p.from) / 60 / p.seconds;
    // expected(t) within the phase = expected + a t + slope t² / 2; solve for each next n - 0.5
    const end = expected + (a * p.seconds + (slope * p.seconds * p.seconds) / 2);
    for (let n = Math.floor(expected + 0.5) + 1; n - 0.5 <= end; n++) {
      const need = n - 0.5 - expected;
      const t = slope === 0 ? need / a : (-a + Math.sqrt(a * a + 2 * slope * need)) / slope;
      out.push({ at: start + t, phase: p.name });
    }
    expected = end;
    start += p.seconds;
  }
  return out;
}

export const totalSeconds = (phases: Phase[]) => phases.reduce((s, p) => s + p.seconds, 0);
