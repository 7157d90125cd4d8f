/**
 * Helpers of the e-mail link, reset-password and sign-out e2e specs: reading mail from the SES
 * stand-in's store, and throwaway accounts made with Cognito admin calls, so the demo accounts'
 * passwords and refresh tokens stay as other specs expect them.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect } from '@playwright/test';

const sesUrl = () => process.env.DEALFLOW_SES_URL ?? 'http://localhost:8005';

interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** Epoch seconds a moment ago, for `?since=`. */
export const mailCursor = () => Math.floor(Date.now() / 1000) - 1;

/** Waits for the newest mail to the address since the cursor whose body holds a link to `path`. */
export async function linkFromMail(address: string, since: number, path: string): Promise<string> {
  let link: string | undefined;
  let subject: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${sesUrl()}/store?since=${since}`);
        const { emails } = (await response.json()) as { emails: StoredEmail[] };
        const mail = emails.filter((email) => email.destination.to.includes(address)).at(-1);
        // The text part first; in the HTML part `&` may be written as an entity.
        const body = `${mail?.body.text ?? ''}\n${mail?.body.html ?? ''}`
          .replace(/&#38;|&amp;/g, '&')
          .replace(/&#61;/g, '=');
        link = new RegExp(`https?://[^\\s"<>]+${path.replace('/', '\\/')}\\?[^\\s"<>]+`).exec(body)?.[0];
        subject = mail?.subject;
        return link;
      },
      { message: `a mail to ${address} with a ${path} link`, timeout: 10_000 },
    )
    .toBeTruthy();
  return Object.assign(String(link), { subject });
}

/** The subject of the newest mail to the address since the cursor. */
export async function lastSubject(address: string, since: number): Promise<string | undefined> {
  const response = await fetch(`${sesUrl()}/store?since=${since}`);
  const { emails } = (await response.json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address)).at(-1)?.subject;
}

export interface ThrowawayAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The local Cognito front, as the tests reach it. */
export function localCognito(): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: process.env.DEALFLOW_REGION ?? 'us-east-2',
    endpoint: process.env.DEALFLOW_COGNITO_URL ?? 'http://localhost:9229',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** A confirmed account of its own (no group: the API treats it as a buyer), made for one test. */
export async function createThrowawayAccount(label: string): Promise<ThrowawayAccount> {
  const account = {
    email: `${label}.${randomUUID().slice(0, 8)}@example.com`,
    password: 'Throwaway1!',
    firstName: 'Tess',
    lastName: 'Throwaway',
  };
  const userPoolId = process.env.DEALFLOW_USER_POOL_ID ?? 'us-east-2_DealflowLocal';
  const cognito = localCognito();
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: account.email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: account.password,
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: account.firstName },
          { Name: 'family_name', Value: account.lastName },
          { Name: 'phone_number', Value: '+12025550199' },
        ],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: created.User?.Username ?? account.email,
        Password: account.password,
        Permanent: true,
      }),
    );
  } finally {
    cognito.destroy();
  }
  return account;
}
