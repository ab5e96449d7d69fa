/**
 * Every settled payment is shared among the project's revenue-split beneficiaries; what their
 * percentages leave goes to the province treasury. Shares are whole minor units that always add
 * up to the payment exactly: each part's exact value is rounded down, and the few units left over
 * go one each to the largest fractional remainders (Hamilton's method), ties to the smaller key so
 * the same payment is always shared the same way, whatever order the beneficiaries come in.
 */

/** The beneficiary key of the province treasury (a revenue-split record key never equals it). */
export const TREASURY_KEY = 'treasury';

/** 100 % in basis points (hundredths of a percent). */
export const WHOLE_BASIS_POINTS = 10_000;

export type Beneficiary = { key: string; name: string; basisPoints: number };
export type Share = Beneficiary & { amount: number };

/** A revenue-split percentage (a number from 0 to 100) in whole basis points: 12.5 → 1250. */
export function basisPointsOf(percentage: number): number {
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) throw new RangeError(`${percentage} is not a percentage`);
  return Math.round(percentage * 100);
}

function checkBeneficiaries(beneficiaries: readonly Beneficiary[]): number {
  const keys = new Set<string>();
  let total = 0;
  for (const { key, basisPoints } of beneficiaries) {
    if (key === TREASURY_KEY || keys.has(key)) throw new RangeError(`'${key}' cannot be a beneficiary twice or stand for the treasury`);
    if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) throw new RangeError(`${basisPoints} is not a whole number of basis points`);
    keys.add(key);
    total += basisPoints;
  }
  if (total > WHOLE_BASIS_POINTS) throw new RangeError(`The beneficiaries take ${total} basis points, more than the whole`);
  return total;
}

/**
 * The shares of `amount` (minor units, of any sign): one per beneficiary in the order given,
 * then the treasury with the basis points left (possibly 0, with an amount of 0). The amounts add
 * up to `amount` exactly, none has the opposite sign of `amount`, and a negative amount (a
 * reversal) is shared as the exact negation of the positive one, so a reversal cancels its shares
 * row for row. Throws a RangeError on a bad amount, basis points or keys.
 */
export function shareOut(amount: number, beneficiaries: readonly Beneficiary[]): Share[] {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${amount} is not a whole number of minor units`);
  const taken = checkBeneficiaries(beneficiaries);
  const parts: Beneficiary[] = [...beneficiaries, { key: TREASURY_KEY, name: TREASURY_KEY, basisPoints: WHOLE_BASIS_POINTS - taken }];
  const sign = amount < 0 ? -1 : 1;
  // BigInt: an amount near 2^53 times 10,000 basis points would lose digits as a float.
  const magnitude = BigInt(Math.abs(amount));
  const whole = BigInt(WHOLE_BASIS_POINTS);
  const floors = parts.map((part) => (magnitude * BigInt(part.basisPoints)) / whole);
  const remainders = parts.map((part) => (magnitude * BigInt(part.basisPoints)) % whole);
  let leftover = Number(magnitude - floors.reduce((sum, floor) => sum + floor, 0n));
  // leftover < number of parts: each remainder is below one unit, and they add up to the leftover.
  const order = parts
    .map((part, index) => index)
    .sort((a, b) => {
      if (remainders[a] !== remainders[b]) return remainders[a] > remainders[b] ? -1 : 1;
      return parts[a].key < parts[b].key ? -1 : parts[a].key > parts[b].key ? 1 : 0;
    });
  const amounts = floors.map(Number);
  for (const index of order) {
    if (leftover === 0) break;
    amounts[index] += 1;
    leftover -= 1;
  }
  // `sign * 0` would be -0; keep a plain 0 so the shares compare equal and serialise as 0.
  return parts.map((part, index) => ({ ...part, amount: amounts[index] === 0 ? 0 : sign * amounts[index] }));
}
