/**
 * The association's colours: the web app's theme (web app/theme.ts) and the club websites' widget and embedded page
 * (docs/decisions/295) take them from here, so a club's copy of the fixture looks like the portal's.
 */
export const ASSOCIATION_COLOURS = {
  /** The top bar, headings, links and buttons. */
  primary: '#0d47a1',
  /** Text on the primary colour (WCAG AA on it). */
  onPrimary: '#ffffff',
  /** White text on it reaches 4.5:1 (WCAG AA); MUI's own orange reaches 3.8. */
  secondary: '#bf360c',
  /** A quiet background behind cards, and a table's alternate rows. */
  background: '#f4f6f8',
} as const;
