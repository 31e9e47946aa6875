import { alpha, createTheme, darken, lighten, type Theme } from '@mui/material/styles';
import { wedding } from '@config';

// Every colour and font of the site is here. The couple's colours come from the config; the other
// shades are derived from them.
const { primary, accent, background } = wedding.colors;

export const fonts = {
  serif: '"Cormorant Garamond", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif',
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
};

const ink = '#2b2326';
/** Secondary text (MUI's text.secondary). */
const inkSoft = '#5a4f53';

/** Shades the components use beyond MUI's palette. */
export const shades = {
  ink,
  inkSoft,
  sectionTint: lighten(accent, 0.9),
  heroPlaceholder: lighten(primary, 0.75),
  heroCard: alpha('#ffffff', 0.86),
  heroCardBorder: alpha('#ffffff', 0.7),
  heroCardShadow: `0 24px 64px ${alpha(darken(primary, 0.45), 0.2)}`,
  headerBar: alpha(background, 0.94),
  primaryWash: alpha(primary, 0.08),
  ornament: lighten(accent, 0.25),
  welcomeBackground: `linear-gradient(160deg, ${lighten(accent, 0.9)} 0%, ${lighten(primary, 0.86)} 55%, ${background} 100%)`,
  qrDark: ink,
  qrLight: '#ffffff',
};

let made: Theme | undefined;

/**
 * The site's MUI theme, made on first use (the app's first render) rather than while the page's scripts
 * are evaluated: that task is the page's longest on a phone, and making the theme was a sixth of it.
 */
export function appTheme(): Theme {
  return (made ??= createTheme({
    palette: {
      primary: { main: primary, contrastText: '#ffffff' },
      secondary: { main: accent, contrastText: '#ffffff' },
      error: { main: '#b3261e' },
      success: { main: '#2e6b3a' },
      background: { default: background, paper: '#ffffff' },
      text: { primary: ink, secondary: inkSoft },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: fonts.sans,
      fontSize: 15,
      h1: { fontFamily: fonts.serif, fontWeight: 600 },
      h2: { fontFamily: fonts.serif, fontWeight: 600 },
      h3: { fontFamily: fonts.serif, fontWeight: 600 },
      h4: { fontFamily: fonts.serif, fontWeight: 600 },
      h5: { fontFamily: fonts.serif, fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
    },
    components: {
      // A guest whose device asks for less motion gets none of MUI's movement: no fades, slides, grows or
      // ripples (they appear and go at once; a spinner still turns). It is also most of what a browser test
      // draws (the browser tests ask for less motion unless they are about it).
      MuiCssBaseline: {
        styleOverrides: {
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important' },
            '.MuiTouchRipple-root': { display: 'none' },
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  }));
}
