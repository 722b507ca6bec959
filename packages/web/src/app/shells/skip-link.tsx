import { Link } from '@mui/material';
import { ShellMessages } from '@portal/domain/shared/shell.messages';

/** The id of each shell's main element, the skip link's target. */
export const MAIN_ID = 'main';

/**
 * The first thing a keyboard reaches on every page: hidden until focused, it moves focus past the top bar (and the
 * member menu) to the page itself. Focus is moved by hand: a bare #main would be a history entry to the router.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={(t) => ({
        position: 'fixed',
        left: 8,
        top: -100,
        zIndex: t.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        minHeight: 44,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8, outline: `2px solid ${t.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      {ShellMessages.skipToContent}
    </Link>
  );
}

/** sx of the skip link's target (id MAIN_ID, tabIndex -1): focused by script, without a ring around the whole page. */
export const mainFocus = { '&:focus': { outline: 'none' } } as const;
