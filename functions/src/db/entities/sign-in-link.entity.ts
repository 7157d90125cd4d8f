/**
 * E-mail sign-in links: one item per outstanding link, keyed by the SHA-256 of its token (the token
 * itself is never stored), expired by TTL.
 *
 * Access patterns:
 * - create a link: Put pk=SIGNIN_LINK#<email>, sk=TOKEN#<sha256>
 * - use a link once: conditional DeleteItem of the same key
 */

/**
 * One outstanding sign-in link of an address, by the SHA-256 of its token: each link is deleted
 * when used, so several recent links may be open at once and each works once.
 */
export const emailSignInLinkKey = (email: string, tokenHash: string) => ({
  pk: `SIGNIN_LINK#${email.trim().toLowerCase()}`,
  sk: `TOKEN#${tokenHash}`,
});
