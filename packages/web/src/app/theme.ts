import { createTheme } from '@mui/material/styles';

// One theme; overrides grouped by component family (STYLE.md §6).
export const theme = createTheme({
  palette: {
    primary: { main: '#0d47a1' },
    secondary: { main: '#e65100' },
    background: { default: '#f4f6f8' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense' } },
    MuiFormControl: { defaultProps: { fullWidth: true, margin: 'dense' } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
  },
});
