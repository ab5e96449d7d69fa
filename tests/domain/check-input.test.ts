import { describe, expect, it } from 'vitest';
import { readCheckInput } from '../../src/domain/check-input';
import { encodeFacts, tokenOf, type DocumentFacts } from '../../src/domain/document-token';
import { formatReference } from '../../src/domain/tax-reference';

/** A reference whose check character is '*', the 37th value of ISO 7064 MOD 37-2. */
function starReference(): string {
  for (let sequence = 1; ; sequence += 1) {
    const reference = formatReference('HKR', 2025, sequence);
    if (reference.endsWith('*')) return reference;
  }
}

describe('what a person typed or pasted to check a document', () => {
  it("reads a reference ending in '*' as a well-formed reference, not as a broken QR code", () => {
    const reference = starReference();
    expect(reference).toBe('HKR-2025-0000004-*');
    expect(readCheckInput(reference)).toEqual({ kind: 'reference', reference, valid: true });
    expect(readCheckInput(' hkr 2025 0000004 * ')).toEqual({ kind: 'reference', reference, valid: true });
  });

  it('tells a mistyped reference (wrong check character) from a right one, by its format alone', () => {
    expect(readCheckInput('HKR-2025-0000004-Y')).toEqual({ kind: 'reference', reference: 'HKR-2025-0000004-Y', valid: false });
  });

  it('reads a receipt number as a reference too', () => {
    expect(readCheckInput('HKRR-2025-0000080-I').kind).toBe('reference');
  });

  it('finds the token in a pasted link of any origin, or a bare token', () => {
    // Read, not verified: the signature is checked afterwards, with the published keys.
    const facts: DocumentFacts = {
      kind: 'taxNote',
      reference: 'HKR-2025-0000004-*',
      taxpayerName: 'Josué Kalonji Ngoy',
      amount: 1400,
      currency: 'USD',
      paidState: 'unpaid',
      issuedOn: '2026-11-27',
      keyId: 'k1',
    };
    const token = tokenOf(encodeFacts(facts), new Uint8Array(64).fill(7));
    expect(readCheckInput(`https://mapato.example/check?t=${token}`)).toEqual({ kind: 'token', token });
    expect(readCheckInput(` ${token} `)).toEqual({ kind: 'token', token });
  });

  it('reads an altered or cut check link as a token, to be found invalid, not as unknown text', () => {
    expect(readCheckInput('https://mapato.example/check?t=eyJhbGciOi.broken')).toEqual({ kind: 'token', token: 'eyJhbGciOi.broken' });
    const altered = `${'A'.repeat(40)}.${'B'.repeat(86)}`;
    expect(readCheckInput(altered)).toEqual({ kind: 'token', token: altered });
  });

  it('reads anything else as unknown', () => {
    for (const text of ['', '   ', 'https://example.org/not-a-mapato-document-12345', 'hello']) expect(readCheckInput(text)).toEqual({ kind: 'unknown' });
  });
});
