/**
 * The standard user attributes Cognito writes into an ID token and cognito-local leaves out.
 * Cognito types them as OIDC does: `*_verified` are booleans, `updated_at` a number.
 */
const STANDARD_ATTRIBUTES = new Set([
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'profile',
  'picture',
  'website',
  'email',
  'email_verified',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'phone_number',
  'phone_number_verified',
  'address',
  'updated_at',
]);

export interface AttributeLike {
  Name?: string;
  Value?: string;
}

/** The ID-token claims for a user's attributes (custom attributes are added by cognito-local). */
export function standardAttributeClaims(
  attributes: readonly AttributeLike[] | undefined,
): Record<string, string> {
  const claims: Record<string, string | boolean | number> = {};
  for (const { Name: name, Value: value } of attributes ?? []) {
    if (!name || value === undefined || !STANDARD_ATTRIBUTES.has(name)) continue;
    if (name.endsWith('_verified')) claims[name] = value === 'true';
    else if (name === 'updated_at') claims[name] = Number(value);
    else claims[name] = value;
  }
  // The trigger contract types values as strings; Cognito itself emits the typed values above.
  return claims as Record<string, string>;
}
