/**
 * A payment settles a note, not one of its items; the accounting report still needs every amount
 * of a note (what it asks, what was paid on it, what remains) spread over the note's items, i.e.
 * over the nomenclature accounts. One rule does it everywhere, in whole minor units that add up
 * exactly to the note's figure: cumulative rounding. With the items in their position order,
 * weights w (their declared amounts) and W their sum, item i receives
 *
 *   floor(t·C_i / W) − floor(t·C_{i−1} / W),   C_i = w_1 + … + w_i,
 *
 * for a non-negative amount t. The shares telescope to floor(t·W/W) = t, none is negative, and each
 * lies within one unit of its exact proportional value. A negative amount (a reversal) is spread
 * as the opposite of its absolute value, so a reversal takes back exactly the shares its payment
 * gave. When every weight is zero, the items weigh one each. The database states the same
 * formula once (the SQL function item_share, src/server/db/functions/item_share.sql, tested against
 * this one in tests/server/sql-twins.test.ts) over each item's stored C_i and W
 * (tax_note_items.declared_running and declared_total), and applies it as a note's amount and
 * each ledger row are written; the reconciliation tests compare the report with this function.
 */
export function allocateOverItems(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError(`${total} is not a whole number of minor units`);
  if (weights.length === 0) throw new RangeError('A note has at least one item');
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('Weights are whole non-negative amounts');
  const used = weights.every((w) => w === 0) ? weights.map(() => 1) : weights;
  const whole = used.reduce((sum, w) => sum + BigInt(w), 0n);
  const size = BigInt(Math.abs(total));
  const sign = total < 0 ? -1 : 1;
  let cumulative = 0n;
  let before = 0n;
  return used.map((w) => {
    cumulative += BigInt(w);
    const upTo = (size * cumulative) / whole; // BigInt division of non-negatives is floor
    const share = Number(upTo - before);
    before = upTo;
    return share === 0 ? 0 : sign * share;
  });
}
