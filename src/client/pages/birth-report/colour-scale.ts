/**
 * The colour maps of the health reports (SPEC: "Charts use colour maps"). A sequential scale maps a
 * count to one hue from pale to dark, so more reads as darker without a legend of hues to learn;
 * the text on a coloured cell switches from black to white where that keeps its contrast.
 */
const HUE = 200;
const SATURATION = 70;
/** Lightness of the smallest and the largest count: pale enough to read dark text, dark enough for white. */
const PALEST = 94;
const DARKEST = 24;

/** Where a value sits between 0 and the largest, 0 to 1 (0 when there is nothing to compare). */
export const shareOf = (value: number, max: number) => (max > 0 ? Math.min(1, Math.max(0, value / max)) : 0);

const lightnessOf = (value: number, max: number) => PALEST - (PALEST - DARKEST) * shareOf(value, max);

/** The colour of a count on the sequential scale. */
export const sequentialColour = (value: number, max: number) => `hsl(${HUE} ${SATURATION}% ${lightnessOf(value, max).toFixed(1)}%)`;

/** Bars start darker than cells: the palest cell colour would not stand out against the page. */
export const barColour = (value: number, max: number) => sequentialColour(Math.max(value, max * 0.35), max);

/** The relative luminance (WCAG) of a colour of the scale. */
function luminanceOf(lightness: number): number {
  // hsl → rgb, then the sRGB channel curve.
  const l = lightness / 100;
  const a = (SATURATION / 100) * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + HUE / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
}

/**
 * The text colour that stays readable on a count's colour: black above a luminance of 0.179 and
 * white below give at least 4.5:1 either way.
 */
export const textOn = (value: number, max: number) => (luminanceOf(lightnessOf(value, max)) > 0.179 ? '#000000' : '#ffffff');

/** The legend's gradient, palest to darkest. */
export const scaleGradient = () => `linear-gradient(to right, ${[0, 0.25, 0.5, 0.75, 1].map((share) => sequentialColour(share, 1)).join(', ')})`;

/** A hidden GBV count (1 to 4): grey hatching, unlike any count of the scale, the same in cells, bars and the legend. */
export const SUPPRESSED_STRIPES = ['#bdbdbd', '#f0f0f0'] as const;
export const SUPPRESSED_FILL = `repeating-linear-gradient(45deg, ${SUPPRESSED_STRIPES[0]}, ${SUPPRESSED_STRIPES[0]} 4px, ${SUPPRESSED_STRIPES[1]} 4px, ${SUPPRESSED_STRIPES[1]} 8px)`;
