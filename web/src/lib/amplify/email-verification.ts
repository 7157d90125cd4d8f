/**
 * Confirming the signed-in user's e-mail address with a code (Amplify v6 user-attribute APIs).
 * `loadAmplifyAuth` configures Amplify first; the attribute APIs then come from the same chunk.
 */
import { loadAmplifyAuth } from './load-amplify-auth';

async function attributeApis() {
  await loadAmplifyAuth();
  const { sendUserAttributeVerificationCode, confirmUserAttribute } = await import('aws-amplify/auth');
  return { sendUserAttributeVerificationCode, confirmUserAttribute };
}

/** Where the code went, as Cognito says it (a masked address), or null when it did not say. */
export async function sendEmailVerificationCode(): Promise<string | null> {
  const { sendUserAttributeVerificationCode } = await attributeApis();
  const result = await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
  return result.destination ?? null;
}

/** Confirms the e-mail address; throws Cognito's error (CodeMismatchException, ExpiredCodeException…). */
export async function confirmEmailVerificationCode(confirmationCode: string): Promise<void> {
  const { confirmUserAttribute } = await attributeApis();
  await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode });
}
