import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkUrlOf,
  encodeFacts,
  parseToken,
  signedBytesOf,
  tokenInScan,
  tokenOf,
  verifyToken,
  type DocumentFacts,
  type PublicKeys,
} from '../../src/domain/document-token';

/** A key pair as the server makes it: Ed25519 through node:crypto, the public half as its raw 32 bytes. */
function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = new Uint8Array((publicKey.export({ format: 'der', type: 'spki' }) as Buffer).subarray(12));
  return { privateKey, raw };
}
const signed = (facts: DocumentFacts, privateKey: KeyObject) => {
  const payload = encodeFacts(facts);
  return tokenOf(payload, new Uint8Array(sign(null, signedBytesOf(payload), privateKey)));
};

const facts: DocumentFacts = {
  kind: 'taxNote',
  reference: 'HKR-2026-0000123-K',
  taxpayerName: 'Mwenze Kalenga',
  amount: 4600,
  currency: 'USD',
  paidState: 'unpaid',
  issuedOn: '2026-11-23',
  keyId: 'k1',
};
const current = keyPair();
const keys: PublicKeys = { k1: current.raw };
const token = signed(facts, current.privateKey);

describe('document tokens', () => {
  it('verify when untouched, and fit in a QR code', async () => {
    expect(await verifyToken(token, keys)).toEqual(facts);
    expect(checkUrlOf('https://mapato.example/', token).length).toBeLessThan(300);
    expect(tokenInScan(checkUrlOf('https://mapato.example', token))).toBe(token);
  });

  it('reject every one of 10,000 single-byte changes and truncations', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ kind: fc.constant('change' as const), at: fc.nat(token.length - 1), code: fc.integer({ min: 0, max: 255 }) }),
          fc.record({ kind: fc.constant('truncate' as const), at: fc.nat(token.length - 1), code: fc.constant(0) }),
        ),
        async ({ kind, at, code }) => {
          const mutated = kind === 'truncate' ? token.slice(0, at) : token.slice(0, at) + String.fromCharCode(code) + token.slice(at + 1);
          fc.pre(mutated !== token);
          checked += 1;
          expect(await verifyToken(mutated, keys)).toBeNull();
        },
      ),
      { numRuns: 10_000, seed: 20261123 },
    );
    expect(checked).toBeGreaterThan(9_900);
  });

  it('signed by a rotated-out key keep verifying while its public key is published', async () => {
    const next = keyPair();
    const published: PublicKeys = { k1: current.raw, k2: next.raw };
    expect(await verifyToken(token, published)).toEqual(facts);
    const newer = signed({ ...facts, keyId: 'k2' }, next.privateKey);
    expect(await verifyToken(newer, published)).toMatchObject({ keyId: 'k2' });
    // The newer key cannot pass for the older one: the key id is part of what is signed.
    expect(await verifyToken(signed({ ...facts, keyId: 'k1' }, next.privateKey), published)).toBeNull();
  });

  it('naming an unknown key id are rejected, even one inherited by every object', async () => {
    const stranger = keyPair();
    expect(await verifyToken(signed({ ...facts, keyId: 'k9' }, stranger.privateKey), keys)).toBeNull();
    expect(await verifyToken(signed({ ...facts, keyId: 'constructor' }, stranger.privateKey), keys)).toBeNull();
    expect(await verifyToken(token, {})).toBeNull();
  });

  it('with facts out of shape are not even parsed', () => {
    expect(parseToken('')).toBeNull();
    expect(parseToken(`${token}.extra`)).toBeNull();
    expect(parseToken('x'.repeat(500))).toBeNull();
    expect(tokenInScan('https://elsewhere.example/check?t=garbage')).toBeNull();
  });
});
