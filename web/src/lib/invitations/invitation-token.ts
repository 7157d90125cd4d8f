/** Reading an invitation token from what a visitor pastes: the bare token or the whole link. */
import { invitationTokenSchema } from '#shared/invitations/invitations';

/** Query parameter of the invitation link (shared `invitationLink`). */
export const INVITATION_QUERY_PARAMETER = 'invitation';

/**
 * The token in a pasted link (`…/signup?invitation=<token>`) or the pasted token itself, trimmed;
 * null when neither has the shape of a token. A link whose token is malformed answers null too,
 * rather than sending the whole URL to the server as a "token".
 */
export function extractInvitationToken(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  let candidate = text;
  if (/^https?:\/\//i.test(text) || text.includes('?')) {
    try {
      candidate =
        new URL(text, 'https://placeholder.invalid').searchParams.get(INVITATION_QUERY_PARAMETER) ?? '';
    } catch {
      return null;
    }
  }
  const parsed = invitationTokenSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
