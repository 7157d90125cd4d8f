import type { Certification, CredentialVerification, OpenBadgeCredential } from '#shared/training/training';

export const CREDENTIAL_ID = 'cred_0123456789abcdef';

/** A buyer's Certified Buyer badge as the API answers it. */
export function makeCertification(overrides: Partial<Certification> = {}): Certification {
  return {
    earnedAt: '2026-03-05T15:00:00.000Z',
    courseVersion: 1,
    credentialId: CREDENTIAL_ID,
    valid: true,
    ...overrides,
  };
}

/** The public check of a shared badge as the API answers it. */
export function makeCredentialVerification(
  overrides: Partial<CredentialVerification> = {},
): CredentialVerification {
  return {
    credentialId: CREDENTIAL_ID,
    status: 'valid',
    holderName: 'Bea Buyer',
    achievementName: 'Certified Buyer',
    issuerName: 'Dealflow',
    issuedAt: '2026-03-05T15:00:00.000Z',
    revokedAt: null,
    ...overrides,
  };
}

/** A signed Open Badges credential, in the shape the route declares (its proof not checked here). */
export function makeOpenBadgeCredential(): OpenBadgeCredential {
  return {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: `https://app.example.com/badges/${CREDENTIAL_ID}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: 'did:key:z6MkExample', type: ['Profile'], name: 'Dealflow' },
    validFrom: '2026-03-05T15:00:00.000Z',
    name: 'Certified Buyer',
    credentialSubject: { type: ['AchievementSubject'], name: 'Bea Buyer' },
    proof: { type: 'DataIntegrityProof', cryptosuite: 'eddsa-jcs-2022', proofValue: 'z3Example' },
  };
}
