import { createPublicKey, verify } from 'node:crypto';
import { base58btcDecode } from './base58';
import type * as badgeCredential from './badge-credential';
import { badgeSigningKey, proofHashData, signedBadgeCredential } from './badge-credential';
import type { JsonValue } from './jcs';

/** SPKI DER prefix of an Ed25519 public key (RFC 8410), followed by its 32 bytes. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

const FACTS = {
  credentialId: 'AbCdEfGhIjKlMnOpQrStUv',
  holderName: 'Bea Buyer',
  earnedAt: '2026-11-20T12:00:00.000Z',
};
const NOW = new Date('2026-11-21T09:30:00.123Z');

/** The public key a did:key names: base58btc after the 'z', without the 0xed01 multicodec prefix. */
function publicKeyOfDid(did: string) {
  const bytes = base58btcDecode(did.replace(/^did:key:z/, ''));
  expect([...bytes.slice(0, 2)]).toEqual([0xed, 0x01]);
  return createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, bytes.slice(2)]),
    format: 'der',
    type: 'spki',
  });
}

/** Verifies an eddsa-jcs-2022 proof the way a verifier does, knowing only the credential. */
function proofVerifies(credential: Record<string, unknown>): boolean {
  const { proof, ...document } = credential as { proof: Record<string, unknown>; [name: string]: unknown };
  const { proofValue, ...proofOptions } = proof as { proofValue: string };
  const issuer = (document.issuer as { id: string }).id;
  const signature = base58btcDecode(proofValue.replace(/^z/, ''));
  return verify(
    null,
    proofHashData({ ...proofOptions, '@context': document['@context'] } as JsonValue, document as JsonValue),
    publicKeyOfDid(issuer),
    signature,
  );
}

describe('the Certified Buyer credential', () => {
  it('is an Open Badges 3.0 OpenBadgeCredential naming the holder and the achievement', () => {
    const credential = signedBadgeCredential(FACTS, NOW);
    expect(credential).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: `http://localhost:5173/badges/${FACTS.credentialId}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { type: ['Profile'], name: 'Dealflow', url: 'http://localhost:5173' },
      validFrom: FACTS.earnedAt,
      name: 'Certified Buyer',
      credentialSubject: {
        type: ['AchievementSubject'],
        name: 'Bea Buyer',
        achievement: {
          id: 'http://localhost:5173/training',
          type: ['Achievement'],
          name: 'Certified Buyer',
          criteria: { narrative: expect.any(String) },
        },
      },
      proof: {
        type: 'DataIntegrityProof',
        cryptosuite: 'eddsa-jcs-2022',
        created: '2026-11-21T09:30:00Z',
        proofPurpose: 'assertionMethod',
      },
    });
  });

  it('is issued by the did:key of the stack key, whose verification method is that key', () => {
    const key = badgeSigningKey();
    const credential = signedBadgeCredential(FACTS, NOW);
    expect(key.did).toMatch(/^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]+$/);
    expect((credential.issuer as { id: string }).id).toBe(key.did);
    expect(credential.proof.verificationMethod).toBe(`${key.did}#${key.did.slice('did:key:'.length)}`);
  });

  it('carries a proof that node:crypto verifies with the public key of the issuer did:key', () => {
    expect(proofVerifies(signedBadgeCredential(FACTS, NOW))).toBe(true);
  });

  it('carries a proof that no longer verifies once any word of it is changed', () => {
    const credential = signedBadgeCredential(FACTS, NOW);
    expect(proofVerifies({ ...credential, validFrom: '2020-01-01T00:00:00.000Z' })).toBe(false);
    expect(
      proofVerifies({
        ...credential,
        credentialSubject: { ...credential.credentialSubject, name: 'Someone Else' },
      }),
    ).toBe(false);
  });

  it('refuses to sign without TRAINING_BADGE_SECRET, saying why', () => {
    const saved = process.env.TRAINING_BADGE_SECRET;
    delete process.env.TRAINING_BADGE_SECRET;
    try {
      jest.isolateModules(() => {
        // A fresh copy of the module reads a fresh environment.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fresh = require('./badge-credential') as typeof badgeCredential;
        expect(() => fresh.signedBadgeCredential(FACTS, NOW)).toThrow(/TRAINING_BADGE_SECRET is not set/);
      });
    } finally {
      process.env.TRAINING_BADGE_SECRET = saved;
    }
  });
});
