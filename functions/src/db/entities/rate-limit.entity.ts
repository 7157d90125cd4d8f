/**
 * Rate-limit counters: one item per action, subject (an e-mail address or `ip:<source IP>`) and
 * time window, attribute `uses`, expired by TTL (`expiresAt`, one window past its end; the local
 * stack has no TTL, so windows simply stay). Actions and limits are in rate-limits.service.ts.
 *
 * Access patterns:
 * - count one use: UpdateItem pk=RATE#<action>#<subject>, sk=WINDOW#<window start, epoch seconds>,
 *   `ADD uses 1` if `uses < limit`, so concurrent requests can never both take the last place
 * - the previous window's uses, carried into a sliding window: GetItem of the window before
 */

/** Rate-limit counter of one action by one subject (an e-mail address or an IP) in one window. */
export const rateLimitKey = (action: string, subject: string, windowStart: number) => ({
  pk: `RATE#${action}#${subject.trim().toLowerCase()}`,
  sk: `WINDOW#${windowStart}`,
});
