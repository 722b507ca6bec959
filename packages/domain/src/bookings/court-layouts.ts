import type { CourtLayout } from './hire-venues.staff.contract';

// A new full court's units and the parts of it offered beside it (docs/decisions/232, 080): halves are bookable each,
// thirds each and as two-thirds (left and right), which are the calendar's widths (booking-calendar.ts courtFraction).

export interface CourtPlan {
  units: string[];
  parts: { name: string; units: number[] }[];
}

/** The units and parts of a full court named `name` split as `layout`. */
export function courtPlan(name: string, layout: CourtLayout): CourtPlan {
  if (layout === 'halves')
    return {
      units: ['North', 'South'],
      parts: [
        { name: `${name} North`, units: [0] },
        { name: `${name} South`, units: [1] },
      ],
    };
  if (layout === 'thirds') {
    return {
      units: ['A', 'B', 'C'],
      parts: [
        { name: `${name} Third A`, units: [0] },
        { name: `${name} Third B`, units: [1] },
        { name: `${name} Third C`, units: [2] },
        { name: `${name} Thirds A-B`, units: [0, 1] },
        { name: `${name} Thirds B-C`, units: [1, 2] },
      ],
    };
  }
  return { units: ['Whole'], parts: [] };
}
