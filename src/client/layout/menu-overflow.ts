/**
 * How many of the horizontal menu's items fit in `available` pixels, the others going into a
 * "more" menu of width `moreWidth`. Items keep their order: the first ones stay in the bar.
 * Every item fits when all of them do without the "more" button; otherwise as many as fit beside it.
 */
export function fittingCount(widths: readonly number[], available: number, moreWidth: number, gap = 0): number {
  const total = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    const next = used + gap + width;
    if (next > available) break;
    used = next;
    count += 1;
  }
  return count;
}
