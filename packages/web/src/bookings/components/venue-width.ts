/** The width the venue takes in the court hire toolbar, the same for its selector and the selector's stand-in. */
export const VENUE_SX = { minWidth: 220, width: 'auto', flex: '1 1 220px', maxWidth: 360 } as const;
