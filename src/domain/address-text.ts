/** The address parts, most precise first, that read as one line. */
const ADDRESS_PARTS = ['houseNumber', 'addressLine1', 'streetName', 'quartierName', 'communeName', 'cityName', 'provinceName', 'countryName', 'manualAddress'];

/**
 * An address as one line, each piece once, on screens and in exports alike: the address line
 * often repeats the house number and the street ("25, Avenue Kambove"), and a commune may bear
 * its city's name, so a piece already written (whatever its case) is not written again.
 */
export function addressText(value: Record<string, unknown>): string {
  const seen = new Set<string>();
  const pieces: string[] = [];
  for (const part of ADDRESS_PARTS) {
    const text = value[part];
    if (typeof text !== 'string') continue;
    for (const piece of text.split(',').map((p) => p.trim())) {
      const key = piece.toLocaleLowerCase('fr');
      if (!piece || seen.has(key)) continue;
      seen.add(key);
      pieces.push(piece);
    }
  }
  return pieces.join(', ');
}
