import type { Components, Theme, ThemeOptions } from '@mui/material/styles';
import type { Scheme, ThemeName } from './settings';

/**
 * Primary colours of the six themes. Each `main` keeps at least 4.5:1 against white and against
 * the light page background (#f1f5f9), so it can be text (links, tabs, text buttons) and carry
 * white text (contained buttons); each `dark` keeps 4.5:1 against the dark paper (#1e293b) and
 * carries dark text. The teal, rose, brand and amber shades are the 700 steps of their families
 * for that reason: the lighter 600 steps read at 3.2–4.3:1.
 */
export const THEME_COLOURS: Record<ThemeName, { main: string; dark: string }> = {
  default: { main: '#4f46e5', dark: '#818cf8' },
  brand: { main: '#1565c0', dark: '#64b5f6' },
  teal: { main: '#0f766e', dark: '#2dd4bf' },
  rose: { main: '#be123c', dark: '#fb7185' },
  purple: { main: '#9333ea', dark: '#c084fc' },
  amber: { main: '#b45309', dark: '#fbbf24' },
};

/**
 * Status colours readable as text on white and on the page background in the light scheme
 * (MUI's own warning and info read at 3.1:1 and 3.9:1), and on the dark paper in the dark one
 * (MUI's dark error reads at 4.0:1 on #1e293b; its other dark shades are light enough).
 */
const LIGHT_STATUS = {
  warning: { main: '#b45309' },
  info: { main: '#0369a1' },
  success: { main: '#2e7d32' },
  error: { main: '#c62828' },
} as const;
const DARK_STATUS = { error: { main: '#f87171' } } as const;

/** Breakpoints: phone below 600 px, tablet, laptop from 960, desktop from 1280, wide from 1440. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 } as const;

/** 'auto' follows the system setting. */
export function effectiveMode(scheme: Scheme, prefersDark: boolean): 'light' | 'dark' {
  if (scheme === 'auto') return prefersDark ? 'dark' : 'light';
  return scheme;
}

/** Component defaults whose stock colours fall below 4.5:1 on our backgrounds. */
const READABLE_COMPONENTS: Components<Omit<Theme, 'components'>> = {
  // A letter avatar is grey 400 with the page colour on it (1.7:1): use the secondary colour instead.
  MuiAvatar: {
    styleOverrides: {
      colorDefault: ({ theme }) => ({ backgroundColor: theme.palette.secondary.main, color: theme.palette.secondary.contrastText }),
    },
  },
  // The hint under a field that waits for another one (commune before city) must stay readable:
  // it tells the user what to do first.
  MuiFormHelperText: {
    styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
  },
  // A locked field (one's own role and status) is still read: its name and value stay in the
  // secondary grey, not the disabled one (2.7:1). A radio group's label and a select's value are
  // no form controls, so a contrast checker cannot know they are disabled either.
  MuiFormLabel: {
    styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
  },
  MuiSelect: {
    styleOverrides: {
      select: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary, WebkitTextFillColor: theme.palette.text.secondary } }),
    },
  },
  // Unselected toggle buttons use the icon colour (54 % black, 4.47:1 on the page background).
  MuiToggleButton: {
    styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
  },
};

/** A 2 px outline in the primary colour where MUI shows only a faint ripple: the keyboard's place is always seen. */
const focusOutline = ({ theme }: { theme: Theme }) => ({
  '&.Mui-focusVisible': { outlineStyle: 'solid', outlineWidth: 2, outlineColor: theme.palette.primary.main, outlineOffset: 2 },
});

/** Sort headers showed no focus at all, top-bar buttons a barely visible grey circle. */
const VISIBLE_FOCUS: Components<Omit<Theme, 'components'>> = {
  MuiTableSortLabel: { styleOverrides: { root: focusOutline } },
  MuiIconButton: { styleOverrides: { root: focusOutline } },
};

/**
 * react-admin's default empty list writes its message in the disabled grey (2.6:1): the sentence
 * that tells the user there is nothing yet must be as readable as any other.
 */
const READABLE_ADMIN = {
  RaEmpty: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { color: theme.palette.text.secondary } }) } },
};

export function buildThemeOptions(theme: ThemeName, mode: 'light' | 'dark'): ThemeOptions {
  const colour = THEME_COLOURS[theme];
  return {
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode,
      primary: { main: mode === 'dark' ? colour.dark : colour.main },
      secondary: { main: mode === 'dark' ? '#94a3b8' : '#475569' },
      ...(mode === 'light' ? LIGHT_STATUS : DARK_STATUS),
      background: mode === 'dark' ? { default: '#0f172a', paper: '#1e293b' } : { default: '#f1f5f9', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    // Animations take about 400 ms; tooltips show after 250 ms and hide at once.
    transitions: { duration: { standard: 400, enteringScreen: 400, leavingScreen: 300 } },
    components: {
      ...READABLE_COMPONENTS,
      ...VISIBLE_FOCUS,
      ...(READABLE_ADMIN as Components<Omit<Theme, 'components'>>),
      MuiTooltip: { defaultProps: { enterDelay: 250, leaveDelay: 0 } },
      MuiBackdrop: { defaultProps: { transitionDuration: 300 } },
    },
  };
}
