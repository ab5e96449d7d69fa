import { describe, expect, it } from 'vitest';
import { fr } from '../../src/i18n/fr';
import { translate } from '../../src/i18n/translate';

/** Every French string of the catalogue, with its key. */
function* strings(tree: unknown, path = ''): Generator<[string, string]> {
  if (typeof tree === 'string') yield [path, tree];
  else if (tree && typeof tree === 'object') for (const [key, value] of Object.entries(tree)) yield* strings(value, path ? `${path}.${key}` : key);
}

// admin-health D31: the French words the QA walk found wrong.
describe('French wording', () => {
  it("calls the middle name 'Postnom' everywhere, the profile dialog included", () => {
    const middleNames = [...strings(fr)].filter(([key]) => /middleName$/i.test(key));
    expect(middleNames.length).toBeGreaterThan(3);
    for (const [key, text] of middleNames) expect(text, key).toBe('Postnom');
    expect([...strings(fr)].filter(([, text]) => /Deuxième prénom/i.test(text))).toEqual([]);
  });

  it("never writes 'de Hôpital' on the death certificate: the hospital is named after 'l'établissement'", () => {
    const text = translate('fr', 'deaths.certificate.attestation', {
      project: 'Haut-Katanga / Santé',
      name: 'Odette Ngoy',
      date: '20/11/2026',
      hospital: 'Hôpital Jason Sendwe',
      approvedOn: '27/11/2026',
    });
    expect(text).toContain("selon la déclaration de l'établissement Hôpital Jason Sendwe");
    expect(text).not.toMatch(/de Hôpital/);
  });

  it("has no awkward 'M'attendant comme receveur' on Mon travail", () => {
    expect([...strings(fr)].filter(([, text]) => /attendant comme/i.test(text))).toEqual([]);
    expect(fr.myWork.queue.receveur).toBe('Notes approuvées à émettre');
  });
});
