import type { Theme } from '@mui/material/styles';

/** Distinct theme colours for the series of a chart, in a fixed order so a bank keeps its colour across charts. */
export function seriesColours(theme: Theme): string[] {
  const { palette } = theme;
  return [
    palette.primary.main,
    palette.secondary.main,
    palette.success.main,
    palette.warning.main,
    palette.info.main,
    palette.error.main,
    palette.text.secondary,
  ];
}
