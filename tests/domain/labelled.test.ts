import { describe, expect, it } from 'vitest';
import { labelled } from '../../src/domain/labelled';

describe('labelled', () => {
  it('writes "Label: value" in English and "Libellé : valeur" with a no-break space in French (tax-staff walk D13)', () => {
    expect(labelled('Promise', '$74.80', 'en')).toBe('Promise: $74.80');
    expect(labelled('Promesse', '74,80 $', 'fr')).toBe('Promesse\u00a0: 74,80 $');
  });
});
