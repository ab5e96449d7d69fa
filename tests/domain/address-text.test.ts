import { describe, expect, it } from 'vitest';
import { addressText } from '../../src/domain/address-text';

describe('an address on one line (finding D8)', () => {
  it('names each part once, though the address line repeats the house number and street, and the commune is the city', () => {
    const address = {
      houseNumber: '25',
      addressLine1: '25, Avenue Kambove',
      streetName: 'Avenue Kambove',
      quartierName: 'Bel-Air',
      communeName: 'Lubumbashi',
      cityName: 'lubumbashi',
      provinceName: 'Haut-Katanga',
      countryName: 'République démocratique du Congo',
    };
    expect(addressText(address)).toBe('25, Avenue Kambove, Bel-Air, Lubumbashi, Haut-Katanga, République démocratique du Congo');
  });

  it('keeps a manual address and skips empty parts', () => {
    expect(addressText({ addressLine1: 'Poste frontalier de Kasumbalesa', cityName: ' ', provinceName: 'Haut-Katanga' })).toBe(
      'Poste frontalier de Kasumbalesa, Haut-Katanga',
    );
  });
});
