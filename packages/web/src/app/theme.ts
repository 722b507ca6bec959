import { createTheme } from '@mui/material/styles';
import { ASSOCIATION_COLOURS as COLOURS } from '@portal/domain/shared/colours';

/** The app bar's height on a phone and from sm up (MUI's Toolbar): what a focused field scrolls clear of. */
export const APP_BAR_HEIGHT = { xs: 56, sm: 64 } as const;

// A white ring shows on the blue bar, where the default focus colour (the bar's own blue) would not (decision 118).
const barFocus = {
  '.MuiAppBar-root &.Mui-focusVisible, .MuiAppBar-root &:focus-visible': {
    outline: '2px solid #fff',
    outlineOffset: 2,
  },
};

// One theme; overrides grouped by component family (../shared/STYLE.md convention 6).
export const theme = createTheme({
  palette: {
    primary: { main: COLOURS.primary },
    // white text on these reaches 4.5:1 (WCAG AA); MUI's own orange and warning reach 3.8 and 3.1
    secondary: { main: COLOURS.secondary },
    warning: { main: '#b45309' },
    background: { default: COLOURS.background },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    // A field focused or scrolled to (a link's #target, a guided field) stops below the sticky or fixed app bar.
    MuiCssBaseline: {
      styleOverrides: {
        html: {
          scrollPaddingTop: APP_BAR_HEIGHT.xs,
          '@media (min-width:600px)': { scrollPaddingTop: APP_BAR_HEIGHT.sm },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { textTransform: 'none', fontWeight: 600, ...barFocus, '.MuiAppBar-root &': { minHeight: 44 } },
      },
    },
    MuiIconButton: { styleOverrides: { root: { ...barFocus, '.MuiAppBar-root &': { minWidth: 44, minHeight: 44 } } } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense' } },
    MuiFormControl: { defaultProps: { fullWidth: true, margin: 'dense' } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
  },
});
