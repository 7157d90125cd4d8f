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
