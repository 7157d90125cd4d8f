/**
 * The Certified Buyer badge as an Open Badges 3.0 `OpenBadgeCredential` (a W3C verifiable
 * credential) with an embedded `DataIntegrityProof` of the `eddsa-jcs-2022` cryptosuite (W3C Data
 * Integrity EdDSA Cryptosuites v1.0): JCS of the proof options and of the credential, SHA-256 of
 * each, Ed25519 over the two hashes. The key is the stack's: its seed is SHA-256 of
 * TRAINING_BADGE_SECRET, which only the functions granted `training:badge-sign` get; the issuer is
 * its did:key (docs/training.md "The credential").
 */
import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import type { OpenBadgeCredential } from '#shared/training/training';
import { env } from '../lib/env';
import { base58btcEncode } from './base58';
import { canonicalize, type JsonValue } from './jcs';

/** DER prefix of a PKCS#8 Ed25519 private key, followed by its 32-byte seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
/** Multicodec prefix of an Ed25519 public key (0xed, as a varint). */
const ED25519_PUBLIC_KEY_CODEC = Buffer.from([0xed, 0x01]);

export const ISSUER_NAME = 'Dealflow';
export const ACHIEVEMENT_NAME = 'Certified Buyer';
const ACHIEVEMENT_DESCRIPTION =
  'Completed every required lesson of the Dealflow buyer course on creative-finance deals and passed its quizzes.';
const ACHIEVEMENT_CRITERIA =
  'Read every required lesson of the Dealflow training course and pass each lesson quiz with 80 % or more.';

export const CREDENTIAL_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
];

/** The stack's signing key, its raw public key and the did:key naming it. */
export interface BadgeSigningKey {
  privateKey: KeyObject;
  publicKey: Buffer;
  did: string;
  verificationMethod: string;
}

/** The signing key from TRAINING_BADGE_SECRET; refused when the function was not given one. */
export function badgeSigningKey(): BadgeSigningKey {
  const secret = env().TRAINING_BADGE_SECRET;
  if (!secret) {
    throw new Error('TRAINING_BADGE_SECRET is not set: Certified Buyer credentials cannot be signed');
  }
  const seed = createHash('sha256').update(secret).digest();
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const publicKey = Buffer.from(jwk.x ?? '', 'base64url');
  const fingerprint = `z${base58btcEncode(Buffer.concat([ED25519_PUBLIC_KEY_CODEC, publicKey]))}`;
  const did = `did:key:${fingerprint}`;
  return { privateKey, publicKey, did, verificationMethod: `${did}#${fingerprint}` };
}

/** What the credential says: whose badge, which one, when it was earned. */
export interface BadgeFacts {
  credentialId: string;
  holderName: string;
  earnedAt: string;
}

const siteUrl = () => env().SITE_URL.replace(/\/+$/, '');

/** The public verification link of a credential (its `id`). */
export const credentialUrl = (credentialId: string) => `${siteUrl()}/badges/${credentialId}`;

/** The unsigned credential. */
export function unsignedCredential(facts: BadgeFacts, issuerDid: string) {
  return {
    '@context': CREDENTIAL_CONTEXTS,
    id: credentialUrl(facts.credentialId),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: issuerDid, type: ['Profile'], name: ISSUER_NAME, url: siteUrl() },
    validFrom: facts.earnedAt,
    name: ACHIEVEMENT_NAME,
    credentialSubject: {
      type: ['AchievementSubject'],
      name: facts.holderName,
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: facts.holderName },
      ],
      achievement: {
        id: `${siteUrl()}/training`,
        type: ['Achievement'],
        name: ACHIEVEMENT_NAME,
        description: ACHIEVEMENT_DESCRIPTION,
        criteria: { narrative: ACHIEVEMENT_CRITERIA },
      },
    },
  };
}

/** SHA-256 of the JCS form of a value. */
const jcsHash = (value: JsonValue): Buffer =>
  createHash('sha256').update(canonicalize(value), 'utf8').digest();

/**
 * The data an `eddsa-jcs-2022` proof signs: SHA-256(JCS(proof options with the document's
 * @context, no proofValue)) followed by SHA-256(JCS(document without its proof)).
 */
export function proofHashData(proofOptions: JsonValue, document: JsonValue): Buffer {
  return Buffer.concat([jcsHash(proofOptions), jcsHash(document)]);
}

/** The badge as a signed Open Badges 3.0 credential, its proof created at `now`. */
export function signedBadgeCredential(facts: BadgeFacts, now: Date): OpenBadgeCredential {
  const key = badgeSigningKey();
  const credential = unsignedCredential(facts, key.did);
  const proofOptions = {
    '@context': CREDENTIAL_CONTEXTS,
    type: 'DataIntegrityProof',
    cryptosuite: 'eddsa-jcs-2022',
    created: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    verificationMethod: key.verificationMethod,
    proofPurpose: 'assertionMethod',
  };
  const signature = sign(null, proofHashData(proofOptions, credential), key.privateKey);
  return { ...credential, proof: { ...proofOptions, proofValue: `z${base58btcEncode(signature)}` } };
}
