/** The owner and the renter of a rental contract must differ. */
export function partiesAreSame(ownerKey: unknown, renterKey: unknown): boolean {
  return typeof ownerKey === 'string' && ownerKey !== '' && ownerKey === renterKey;
}
