import { createTheme } from '@mui/material/styles';

const serif = '"Cormorant Garamond", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif';

export const theme = createTheme({
  palette: {
    primary: { main: '#6d3f52', contrastText: '#ffffff' },
    secondary: { main: '#7d6230', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    success: { main: '#2e6b3a' },
    background: { default: '#fbf8f5', paper: '#ffffff' },
    text: { primary: '#2b2326', secondary: '#5a4f53' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontSize: 15,
    h1: { fontFamily: serif, fontWeight: 600 },
    h2: { fontFamily: serif, fontWeight: 600 },
    h3: { fontFamily: serif, fontWeight: 600 },
    h4: { fontFamily: serif, fontWeight: 600 },
    h5: { fontFamily: serif, fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
