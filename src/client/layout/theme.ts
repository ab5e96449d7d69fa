import type { ThemeOptions } from '@mui/material/styles';
import type { Scheme, ThemeName } from './settings';

/** Primary colours of SPEC §1 themes; each works on a light and a dark background. */
export const THEME_COLOURS: Record<ThemeName, { main: string; dark: string }> = {
  default: { main: '#4f46e5', dark: '#818cf8' },
  brand: { main: '#1976d2', dark: '#64b5f6' },
  teal: { main: '#0d9488', dark: '#2dd4bf' },
  rose: { main: '#e11d48', dark: '#fb7185' },
  purple: { main: '#9333ea', dark: '#c084fc' },
  amber: { main: '#d97706', dark: '#fbbf24' },
};

/** SPEC §9 breakpoints. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 } as const;

/** 'auto' follows the system setting (SPEC §1). */
export function effectiveMode(scheme: Scheme, prefersDark: boolean): 'light' | 'dark' {
  if (scheme === 'auto') return prefersDark ? 'dark' : 'light';
  return scheme;
}

export function buildThemeOptions(theme: ThemeName, mode: 'light' | 'dark'): ThemeOptions {
  const colour = THEME_COLOURS[theme];
  return {
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode,
      primary: { main: mode === 'dark' ? colour.dark : colour.main },
      secondary: { main: mode === 'dark' ? '#94a3b8' : '#475569' },
      background: mode === 'dark' ? { default: '#0f172a', paper: '#1e293b' } : { default: '#f1f5f9', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    // SPEC §9: animations about 400 ms, tooltips shown after 250 ms and hidden at once.
    transitions: { duration: { standard: 400, enteringScreen: 400, leavingScreen: 300 } },
    components: {
      MuiTooltip: { defaultProps: { enterDelay: 250, leaveDelay: 0 } },
      MuiBackdrop: { defaultProps: { transitionDuration: 300 } },
    },
  };
}
