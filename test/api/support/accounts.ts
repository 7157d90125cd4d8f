/**
 * Helpers of the invitation, sign-up and waitlist API tests (and their authorization-matrix
 * requests): fresh invitations made through the API as the demo admin, fresh addresses, and a
 * fresh source address per request so per-IP rate limits never decide a test's answer.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { demoAccount } from '../../../scripts/seed/demo-accounts';
import { callApi, idTokenFor } from './local-stack';

const ADMIN = demoAccount('admin@example.com');

/** The demo admin's identity token. */
export const adminToken = () => idTokenFor(ADMIN.email, ADMIN.password);

/** An address nobody has used yet. */
export const uniqueEmail = (label = 'new') => `${label}.${randomUUID().slice(0, 12)}@example.com`;

/** Headers that make the request come from an address of its own (the gateway reads x-forwarded-for). */
export const fromNewAddress = () => ({
  'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

export interface GeneratedInvitation {
  invitationId: string;
  token: string;
  link: string;
  role: string;
  status: string;
  expiresAt: string;
}

/** Fresh invitations generated through the API, by the demo admin unless another token is given. */
export async function generateInvitations(
  role: string,
  count = 1,
  token?: string,
): Promise<GeneratedInvitation[]> {
  const { status, body } = await callApi('/api/invitations', {
    method: 'POST',
    token: token ?? (await adminToken()),
    body: JSON.stringify({ role, count }),
  });
  if (status !== 201) throw new Error(`Could not generate invitations: ${status} ${JSON.stringify(body)}`);
  return (body as { invitations: GeneratedInvitation[] }).invitations;
}

/** A fresh pending invitation's token. */
export const freshInvitationToken = async (role = 'buyer') => (await generateInvitations(role))[0]!.token;

/** A valid sign-up body for a token, with a fresh address. */
export const signUpBody = (invitationToken: string, overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('signup'),
  password: 'Sup3r$ecret',
  firstName: 'Nia',
  lastName: 'Newman',
  invitationToken,
  phoneNumber: '(202) 555-0177',
  ...overrides,
});

/** Signs up from an address of its own. */
export const signUp = (body: unknown) =>
  callApi('/api/aws-auth/signup-with-invitation', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: fromNewAddress(),
  });

/** Asks for access from an address of its own. */
export const requestAccess = (body: unknown) =>
  callApi('/api/auth/public-request-access', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: fromNewAddress(),
  });

export interface ListedEntry {
  entryId: string;
  email: string;
  status: string;
  role: string;
  createdAt: string;
}

/** The waitlist entry of an address, found through the admin list (paging as needed). */
export async function findWaitlistEntry(email: string): Promise<ListedEntry | undefined> {
  const token = await adminToken();
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=100&cursor=${cursor}` : '?limit=100';
    const { status, body } = await callApi(`/api/admin/waitlist${query}`, { token });
    if (status !== 200) throw new Error(`Could not list the waitlist: ${status}`);
    const page = body as { items: ListedEntry[]; nextCursor: string | null };
    const found = page.items.find((entry) => entry.email === email);
    if (found) return found;
    cursor = page.nextCursor;
  } while (cursor);
  return undefined;
}

/** The confirmation link's parameters from the newest waitlist e-mail to the address. */
export async function waitlistConfirmation(email: string): Promise<{ entryId: string; token: string }> {
  const mail = (await mailTo(email)).filter((one) => one.subject.includes('waitlist')).at(-1);
  const link = /\/requestAccess\/confirm\?entry=(\w{26})&token=([\w-]{43})/.exec(mail?.body.text ?? '');
  if (!link) throw new Error(`No waitlist confirmation mail to ${email}`);
  return { entryId: link[1]!, token: link[2]! };
}

/** Confirms a waitlist entry with the parameters of its link. */
export const confirmWaitlistEntry = (body: unknown) =>
  callApi('/api/auth/public-confirm-waitlist-entry', { method: 'POST', body: JSON.stringify(body) });

/** Asks for access with a fresh address and answers the link of the confirmation e-mail. */
export async function joinWaitlist(role = 'buyer', email = uniqueEmail('waitlist')) {
  const { status } = await requestAccess({ firstName: 'Wes', lastName: 'Waiter', email, role });
  if (status !== 200) throw new Error(`Could not join the waitlist: ${status}`);
  return { email, ...(await waitlistConfirmation(email)) };
}

/** A fresh waiting entry, added through the public form and confirmed from its e-mail. */
export async function freshWaitlistEntry(role = 'buyer'): Promise<ListedEntry> {
  const { email, entryId, token } = await joinWaitlist(role);
  const { status } = await confirmWaitlistEntry({ entryId, token });
  if (status !== 200) throw new Error(`Could not confirm the waitlist entry: ${status}`);
  const entry = await findWaitlistEntry(email);
  if (!entry) throw new Error(`No waitlist entry for ${email}`);
  return entry;
}

/**
 * Valid requests for the authorization matrix. Sign-up and waitlist requests carry their own
 * source address, and sign-up and invite need fresh data on every call (an invitation is used once,
 * an entry invited once), made through the API as the demo admin.
 */
export const ACCOUNTS_VALID_REQUESTS: Record<
  string,
  () => Promise<{ params?: Record<string, string>; body?: unknown; headers?: Record<string, string> }>
> = {
  generateInvitations: async () => ({ body: { role: 'buyer', count: 1 } }),
  listMyInvitations: async () => ({}),
  listAllInvitations: async () => ({}),
  validateInvitation: async () => ({ params: { token: 'x'.repeat(43) } }),
  signUpWithInvitation: async () => ({
    body: signUpBody(await freshInvitationToken()),
    headers: fromNewAddress(),
  }),
  requestAccess: async () => ({
    body: { firstName: 'Wes', lastName: 'Waiter', email: uniqueEmail('matrix'), role: 'buyer' },
    headers: fromNewAddress(),
  }),
  confirmWaitlistEntry: async () => {
    const { entryId, token } = await joinWaitlist();
    return { body: { entryId, token } };
  },
  listWaitlist: async () => ({}),
  inviteWaitlistEntry: async () => ({ params: { entryId: (await freshWaitlistEntry()).entryId } }),
};

/** The local stack's table, for arranging states the API cannot make (an expired invitation). */
export function localTable() {
  const dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: process.env.DEALFLOW_REGION, endpoint: process.env.DEALFLOW_DYNAMODB_URL }),
  );
  return { dynamo, tableName: process.env.DEALFLOW_TABLE_NAME ?? 'dealflow-local' };
}

/** The local Cognito, for checking which accounts exist. */
export const localCognito = () =>
  new CognitoIdentityProviderClient({
    region: process.env.DEALFLOW_REGION,
    endpoint: process.env.DEALFLOW_COGNITO_URL,
  });

/** Whether the local pool has an account for the address. */
export async function cognitoAccountExists(email: string): Promise<boolean> {
  try {
    await localCognito().send(
      new AdminGetUserCommand({ UserPoolId: process.env.DEALFLOW_USER_POOL_ID, Username: email }),
    );
    return true;
  } catch (error) {
    if (error instanceof UserNotFoundException) return false;
    throw error;
  }
}

/** The User items stored for an address (via the e-mail index). */
export async function userItemsFor(email: string): Promise<Record<string, unknown>[]> {
  const { dynamo, tableName } = localTable();
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `EMAIL#${email.toLowerCase()}` },
    }),
  );
  return Items;
}

/** Mail the local SES has sent to an address, newest last. */
export async function mailTo(
  address: string,
): Promise<Array<{ subject: string; body: { text: string; html: string } }>> {
  const response = await fetch(`${process.env.DEALFLOW_SES_URL}/store`);
  const { emails } = (await response.json()) as {
    emails: Array<{
      destination: { to: string[] | string };
      subject: string;
      body: { text: string; html: string };
    }>;
  };
  return emails.filter((email) => [email.destination.to].flat().includes(address));
}
