import { alpha, styled, type CSSObject, type Theme } from '@mui/material/styles';

/** The mark of a game being scored court-side (issue 45 item 5): a red dot and 'Live', or 'Final' once confirmed. */
export function liveMarkStyle(theme: Theme): CSSObject {
  const { palette: p, typography: t } = theme;
  return {
    ...t.body2,
    margin: 0,
    fontWeight: 700,
    color: p.error.dark,
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%', backgroundColor: p.error.main },
    '&.final': { color: p.success.dark },
    '&.final::before': { backgroundColor: p.success.main },
  };
}

/** A round's heading and its double-point note, and a row of cards with its gap, in px: a little more than they take. */
const ROUND_HEAD = 96;
const ROW = 380;

const body2Of = (theme: Theme) => ({ ...theme.typography.body2, margin: 0 });

/** The page around the cards: margins, section headings, notes and the grid of cards. */
function sectionStyles(theme: Theme): CSSObject {
  const { palette: p, typography: t } = theme;
  const body2 = body2Of(theme);
  return {
    marginTop: theme.spacing(2),
    // a round off the screen is not laid out nor painted until it comes near (a season's rounds were most of the draw's
    // blocking time on a phone, decision 353); meanwhile its place is a little taller than its rows of cards need (the
    // rows, draw-list.tsx), so none of it lies under the next round, and once drawn, the height it last had
    '& .draw-section': {
      marginBottom: theme.spacing(4),
      scrollMarginTop: 72,
      contentVisibility: 'auto',
      containIntrinsicSize: `auto calc(${ROUND_HEAD}px + var(--rows-1, 4) * ${ROW}px)`,
      [theme.breakpoints.up('sm')]: {
        containIntrinsicSize: `auto calc(${ROUND_HEAD}px + var(--rows-2, 2) * ${ROW}px)`,
      },
      [theme.breakpoints.up('md')]: {
        containIntrinsicSize: `auto calc(${ROUND_HEAD}px + var(--rows-3, 2) * ${ROW}px)`,
      },
    },
    '& .draw-section > h2': { ...t.h5, margin: theme.spacing(0, 0, 1) },
    '& .draw-note': { ...body2, marginBottom: theme.spacing(2) },
    '& .draw-double-note': { ...body2, marginBottom: theme.spacing(1), color: p.error.main },
    '& .draw-grid': {
      display: 'grid',
      gap: theme.spacing(2),
      gridTemplateColumns: 'minmax(0, 1fr)',
      [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  };
}

/** A game card (an outlined Card; the next game's outlined in the primary colour and its Chip), its top line and a bye. */
function cardStyles(theme: Theme): CSSObject {
  const { palette: p, typography: t } = theme;
  const body2 = body2Of(theme);
  return {
    '& .game-card': {
      ...t.body1,
      color: p.text.primary,
      backgroundColor: p.background.paper,
      border: `1px solid ${p.divider}`,
      borderRadius: theme.shape.borderRadius,
      overflow: 'hidden',
      scrollMarginTop: 72,
      padding: theme.spacing(2, 2, 3),
    },
    '& .game-card.next': { borderColor: p.primary.main, borderWidth: 2, padding: `15px 15px 23px` },
    '& .game-next': {
      ...t.body2,
      fontSize: t.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      padding: '0 8px',
      borderRadius: 16,
      backgroundColor: p.primary.main,
      color: p.primary.contrastText,
      marginBottom: theme.spacing(1),
    },
    '& .game-top': { display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: theme.spacing(1) },
    '& .game-muted': { ...body2, color: p.text.secondary },
    '& .game-bye': { ...t.h6, margin: theme.spacing(1, 0) },
  };
}

/** The two teams and their scores (the reader's own marked), and the card's lines of text. */
function teamStyles(theme: Theme): CSSObject {
  const { palette: p, typography: t } = theme;
  const body2 = body2Of(theme);
  return {
    '& .game-teams': { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5), margin: theme.spacing(1, 0) },
    '& .game-team': { display: 'flex', justifyContent: 'space-between', gap: theme.spacing(2) },
    '& .game-team > p': { ...t.body1, margin: 0, fontWeight: 600 },
    '& .game-team > p.mine': {
      borderLeft: `4px solid ${p.primary.main}`,
      paddingLeft: theme.spacing(1),
      color: p.primary.dark,
      fontWeight: 800,
    },
    '& .game-team > p.score': { fontWeight: 700 },
    '& .game-double': { color: p.error.main, fontWeight: 700 },
    '& .game-full': { ...body2, color: p.success.main, fontWeight: 600 },
    '& .game-warning': { ...body2, color: p.warning.main },
    '& .game-live': liveMarkStyle(theme),
    '& .game-line': body2,
  };
}

/** The venue's link, the excluded-game note and the row of actions. */
function linkStyles(theme: Theme): CSSObject {
  const { palette: p } = theme;
  const body2 = body2Of(theme);
  return {
    '& .game-venue': {
      ...body2,
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      minHeight: 40,
      color: p.primary.main,
      textDecorationColor: alpha(p.primary.main, 0.4),
      [theme.breakpoints.up('sm')]: { minHeight: 28 },
      '&:hover': { textDecorationColor: 'inherit' },
    },
    '& .game-details': {
      ...body2,
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: 40,
      marginTop: theme.spacing(1),
      color: p.primary.main,
      [theme.breakpoints.up('sm')]: { minHeight: 28 },
    },
    '& .game-excluded': {
      ...body2,
      color: p.warning.main,
      marginTop: theme.spacing(1.5),
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(0.5),
    },
    '& .game-actions': {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1),
      marginTop: theme.spacing(1.5),
      [theme.breakpoints.up('sm')]: { flexDirection: 'row' },
    },
  };
}

/** A small outlined Button (the calendar and stats links) and an icon. */
function buttonStyles(theme: Theme): CSSObject {
  const { palette: p, typography: t } = theme;
  return {
    '& .game-button': {
      ...t.button,
      fontSize: t.pxToRem(13),
      textTransform: 'none',
      fontWeight: 600,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 64,
      padding: '3px 9px',
      borderRadius: theme.shape.borderRadius,
      textDecoration: 'none',
      color: p.primary.main,
      border: `1px solid ${alpha(p.primary.main, 0.5)}`,
      transition: theme.transitions.create(['background-color', 'border-color'], {
        duration: theme.transitions.duration.short,
      }),
      '&:hover': { backgroundColor: alpha(p.primary.main, p.action.hoverOpacity), borderColor: p.primary.main },
      '&:focus-visible': { outline: `2px solid ${p.primary.main}`, outlineOffset: 2 },
      '& > svg': { fontSize: 18, marginRight: 8, marginLeft: -2 },
    },
    '& .game-icon': { width: '1em', height: '1em', flexShrink: 0, fill: 'currentColor' },
  };
}

/**
 * The draw's sections and game cards drawn from plain elements and the class names below, styled once here for
 * the whole list (decision 138): a season's draw is a thousand elements, and Material UI's components style each of
 * their elements on every render, which a phone's CPU pays for before the court-side reader sees a game.
 * The styles are those of the components they stand for (outlined Card, Chip, Typography, Link, small outlined Button).
 */
export const DrawBox = styled('div')(({ theme }) => ({
  ...sectionStyles(theme),
  ...cardStyles(theme),
  ...teamStyles(theme),
  ...linkStyles(theme),
  ...buttonStyles(theme),
}));
