import { describe, expect, it } from 'vitest';
import { checkPage } from '../../src/server/public-site/check-page';

/** The page's words, without tags or entities, as a reader sees them. */
const words = (body: string) =>
  body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the public check of a death certificate speaks of the health authority (admin-health D12)', () => {
  const facts = {
    kind: 'deathCertificate' as const,
    reference: 'HKD-2026-0000001-3',
    taxpayerName: 'Béa*** Kas***',
    amount: 0,
    currency: 'CDF' as const,
    paidState: 'paid' as const,
    issuedOn: '2026-11-27',
    keyId: 'k1',
  };
  const current = {
    reversed: false,
    amended: false,
    death: { deceased: 'Béa*** Kas***', dateOfDeath: '2026-11-20', hospitalName: 'Hôpital Jason Sendwe', approvedOn: '2026-11-27' },
  };

  it('in English: signed, checked, recorded and reported to the health authority, never the tax office', () => {
    const page = words(checkPage('en', 'token', { genuine: true, facts, current }));
    expect(page).toContain('Scan the QR code printed on a tax note, a receipt, a clearance or a death certificate');
    // The verdict, from its heading on: the site's name and introduction speak of every paper.
    const body = page.slice(page.indexOf('Genuine document'));
    expect(body).toContain('Genuine document');
    expect(body).toContain('The QR code was signed by the health authority. Compare these details with the certificate:');
    expect(body).toContain('Checked on this phone with the health authority key.');
    expect(body).toContain('As recorded by the health authority');
    expect(body).toContain('If the details do not match this certificate, it is a forgery. It must be reported immediately to the health authority.');
    expect(body).not.toMatch(/tax office|tax note|receipt/i);
  });

  it('in French: the same, with « autorité sanitaire »', () => {
    const page = words(checkPage('fr', 'token', { genuine: true, facts, current }));
    const body = page.slice(page.indexOf('Document authentique'));
    expect(body).toContain('Document authentique');
    expect(body).toContain('Le code QR a été signé par l’autorité sanitaire. Comparez ces informations avec le certificat :');
    expect(body).toContain('Vérifié sur ce téléphone avec la clé de l’autorité sanitaire.');
    expect(body).toContain('Tel que l’autorité sanitaire l’a enregistré');
    expect(body).toContain(
      "Si les informations ne correspondent pas à ce certificat, c'est un faux. Il doit être signalé immédiatement à l'autorité sanitaire.",
    );
    expect(body).not.toMatch(/service des impôts|note de taxation|reçu/i);
  });

  it('a tax note keeps the tax office words', () => {
    const note = { ...facts, kind: 'taxNote' as const, taxpayerName: 'Kasongo', amount: 1000, paidState: 'unpaid' as const };
    const body = words(checkPage('en', 'token', { genuine: true, facts: note }));
    expect(body).toContain('The QR code was signed by the tax office.');
    expect(body).toContain('If the details do not match the tax note or receipt, the document is fake.');
  });
});
