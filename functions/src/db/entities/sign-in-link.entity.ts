/**
 * E-mail sign-in links: one item per outstanding link, keyed by the SHA-256 of its token (the token
 * itself is never stored), expired by TTL.
 *
 * An address without an active account gets a notice instead of a link (docs/requirements.md#r6-10):
 * its item, under NOTICE#, is the claim of that e-mail, made so both answers do the same work. The
 * verify trigger reads only TOKEN# keys, so a notice can never sign anyone in.
 *
 * Access patterns:
 * - create a link: Put pk=SIGNIN_LINK#<email>, sk=TOKEN#<sha256>
 * - use a link once: conditional DeleteItem of the same key
 * - record a no-account notice: Put pk=SIGNIN_LINK#<email>, sk=NOTICE#<sha256>
 */

/**
 * One outstanding sign-in link of an address, by the SHA-256 of its token: each link is deleted
 * when used, so several recent links may be open at once and each works once.
 */
export const emailSignInLinkKey = (email: string, tokenHash: string) => ({
  pk: `SIGNIN_LINK#${email.trim().toLowerCase()}`,
  sk: `TOKEN#${tokenHash}`,
});

/** The notice sent to an address with no active account, by the SHA-256 of an unsent token. */
export const emailSignInNoticeKey = (email: string, tokenHash: string) => ({
  pk: `SIGNIN_LINK#${email.trim().toLowerCase()}`,
  sk: `NOTICE#${tokenHash}`,
});
