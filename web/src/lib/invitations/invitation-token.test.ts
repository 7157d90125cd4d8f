import { invitationLink } from '#shared/invitations/invitations';
import { extractInvitationToken } from './invitation-token';

const TOKEN = 'AbC-_0123456789abcdefghijklmnopqrstuvwxyzAB'.slice(0, 43);

describe('extractInvitationToken', () => {
  it('reads the token from a whole invitation link', () => {
    expect(extractInvitationToken(invitationLink('https://dealflow.example/', TOKEN))).toBe(TOKEN);
  });

  it('takes a bare token, trimmed', () => {
    expect(extractInvitationToken(`  ${TOKEN}\n`)).toBe(TOKEN);
  });

  it.each([
    ['empty', ''],
    ['too short', 'abc'],
    ['a link without a token', 'https://dealflow.example/signup'],
    ['a link with a malformed token', 'https://dealflow.example/signup?invitation=abc'],
    ['not base64url', `${TOKEN.slice(0, 42)}!`],
  ])('answers null for %s', (_case, input) => {
    expect(extractInvitationToken(input)).toBeNull();
  });
});
