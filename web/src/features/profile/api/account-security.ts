/**
 * Password and e-mail changes go to Cognito through Amplify (the API never sees a password):
 * `loadAmplifyAuth` configures Amplify first, the attribute APIs come from the same chunk.
 */
import { loadAmplifyAuth } from '../../../lib/amplify/load-amplify-auth';

async function amplifyAuth() {
  await loadAmplifyAuth();
  return import('aws-amplify/auth');
}

/** Changes the password; Cognito checks the current one (NotAuthorizedException when wrong). */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  const { updatePassword } = await amplifyAuth();
  await updatePassword({ oldPassword, newPassword });
}

/** Asks for a new e-mail address; Cognito sends a code to it, confirmed at /verify-email-change. */
export async function requestEmailChange(email: string): Promise<{ codeSent: boolean }> {
  const { updateUserAttribute } = await amplifyAuth();
  const result = await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: email } });
  return { codeSent: result.nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE' };
}

/** Cognito's error name (CodeMismatchException, NotAuthorizedException, AliasExistsException…). */
export function cognitoErrorName(error: unknown): string {
  return error instanceof Error ? error.name : 'Unknown';
}

/** Whether two-step sign-in with an authenticator app (TOTP) is on, as Cognito reports it. */
export async function fetchTotpEnabled(): Promise<boolean> {
  const { fetchMFAPreference } = await amplifyAuth();
  return (await fetchMFAPreference()).enabled?.includes('TOTP') ?? false;
}

/** A new TOTP secret for the account, and the otpauth:// link an authenticator app reads. */
export async function startTotpSetup(accountName: string): Promise<{ secret: string; setupUri: string }> {
  const { setUpTOTP } = await amplifyAuth();
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, setupUri: details.getSetupUri('Dealflow', accountName).toString() };
}

/** Confirms the app with its current code, then makes TOTP the sign-in's second step. */
export async function confirmTotpSetup(code: string): Promise<void> {
  const { verifyTOTPSetup, updateMFAPreference } = await amplifyAuth();
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

/** Turns the TOTP second step off. */
export async function turnTotpOff(): Promise<void> {
  const { updateMFAPreference } = await amplifyAuth();
  await updateMFAPreference({ totp: 'DISABLED' });
}
