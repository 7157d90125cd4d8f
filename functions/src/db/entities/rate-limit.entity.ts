/**
 * Rate-limit counters: one item per action, subject and time window, counted with a conditional
 * ADD and expired by TTL.
 *
 * Access patterns:
 * - count one more attempt: UpdateItem pk=RATE#<action>#<subject>, sk=WINDOW#<windowStart>, ADD
 *   conditioned on the count staying under the limit
 */

/** Rate-limit counter of one action by one subject (an e-mail address or an IP) in one window. */
export const rateLimitKey = (action: string, subject: string, windowStart: number) => ({
  pk: `RATE#${action}#${subject.trim().toLowerCase()}`,
  sk: `WINDOW#${windowStart}`,
});
