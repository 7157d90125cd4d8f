/**
 * The signed-in caller, read from the claims the API Gateway JWT authorizer passes on. The
 * authorizer has already verified the token; this only reads it. HTTP APIs hand every claim over
 * as a string and write arrays as "[a b]", so groups are parsed from that form too.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { primaryRole, rolesFromGroups, type Role } from '#shared/users/roles';

export interface Principal {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  cognitoGroups: string[];
  roles: Role[];
  role: Role;
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

/** The principal of an event, or null when no verified claims came with it. */
export function principalFromEvent(event: APIGatewayProxyEventV2WithJWTAuthorizer): Principal | null {
  const claims = event.requestContext?.authorizer?.jwt?.claims as Claims | undefined;
  const userId = claims ? claimText(claims, 'sub') : '';
  if (!claims || userId === '') return null;
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
  };
}
