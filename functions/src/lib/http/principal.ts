/**
 * The signed-in caller, read from the claims the API Gateway JWT authorizer passes on. The
 * authorizer has already verified the token; this only reads it. HTTP APIs hand every claim over
 * as a string and write arrays as "[a b]", so groups are parsed from that form too. The token says
 * who the caller is; what they may do (roles, account state) the pipeline takes from the stored
 * User item (`withStoredAccount`, docs/requirements.md#r4-10).
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { primaryRole, rolesFromGroups, type Role } from '#shared/users/roles';
import type { UserRecord } from '../../db/entities/user.entity';

export interface Principal {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  cognitoGroups: string[];
  roles: Role[];
  role: Role;
  /** Whether `email` (the token's address) is verified (docs/requirements.md#r4-10). */
  emailVerified: boolean;
  /**
   * The caller's User item as the route pipeline read it for this request (consistent), so no
   * service reads it again; absent before the item exists and outside the pipeline.
   */
  account?: UserRecord;
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

/** Reads a groups claim in any of the forms it arrives in: array, "[a b]", JSON array or "a,b". */
export function parseGroupsClaim(value: Claims[string]): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  const text = String(value).trim();
  if (text.startsWith('[') && text.includes('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // Not JSON: fall through to the authorizer's "[a b]" form.
    }
  }
  return text
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter((group) => group.length > 0);
}

const claimText = (claims: Claims, name: string): string => {
  const value = claims[name];
  return value === undefined || value === null ? '' : String(value);
};

/**
 * The principal of an event, or null when no verified ID token came with it. An access token
 * (`token_use` other than `id`) carries no e-mail or names and is not meant for this API, so it
 * counts as no token (docs/requirements.md#r4-10).
 */
export function principalFromEvent(event: APIGatewayProxyEventV2WithJWTAuthorizer): Principal | null {
  const claims = event.requestContext?.authorizer?.jwt?.claims as Claims | undefined;
  const userId = claims ? claimText(claims, 'sub') : '';
  if (!claims || userId === '' || claimText(claims, 'token_use') !== 'id') return null;
  const cognitoGroups = parseGroupsClaim(claims['cognito:groups']);
  const roles = rolesFromGroups(cognitoGroups);
  const phone = claimText(claims, 'phone_number');
  return {
    userId,
    email: claimText(claims, 'email').toLowerCase(),
    firstName: claimText(claims, 'given_name'),
    lastName: claimText(claims, 'family_name'),
    phoneNumber: phone === '' ? null : phone,
    cognitoGroups,
    roles: roles.length > 0 ? roles : ['buyer'],
    role: primaryRole(roles),
    // Cognito writes a boolean; the HTTP API authorizer hands it over as "true".
    emailVerified: claimText(claims, 'email_verified') === 'true',
  };
}

/**
 * The caller with the roles of their stored User item instead of the token's groups (a token may
 * predate an admin's change). The e-mail stays the token's; it counts as verified when the token
 * says so or the item holds it as verified (the address an invitation was sent to).
 */
export function withStoredAccount(principal: Principal, account: UserRecord): Principal {
  const roles: Role[] = account.roles.length > 0 ? account.roles : ['buyer'];
  const storedAsVerified = account.emailVerified && account.email.toLowerCase() === principal.email;
  return {
    ...principal,
    cognitoGroups: account.cognitoGroups,
    roles,
    role: primaryRole(roles),
    emailVerified: principal.emailVerified || storedAsVerified,
    account,
  };
}
