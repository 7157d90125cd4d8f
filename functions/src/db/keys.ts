/**
 * Every single-table key is built here and nowhere else (DESIGN §4.5). Entity modules call these;
 * handlers and services never write a `pk` themselves.
 */
export const USER_PREFIX = 'USER#';
export const EMAIL_PREFIX = 'EMAIL#';

/** Primary key of a user's profile item. */
export const userKey = (userId: string) => ({ pk: `${USER_PREFIX}${userId}`, sk: 'PROFILE' });

/** gsi1 key of a user's profile item: find a user by e-mail address. */
export const userByEmailKey = (email: string) => ({
  gsi1pk: `${EMAIL_PREFIX}${email.trim().toLowerCase()}`,
  gsi1sk: 'USER',
});

/** Rate-limit counter of one action by one subject (an e-mail address or an IP) in one window. */
export const rateLimitKey = (action: string, subject: string, windowStart: number) => ({
  pk: `RATE#${action}#${subject.trim().toLowerCase()}`,
  sk: `WINDOW#${windowStart}`,
});

// Invitation keys (invitations feature) go below.

// Waitlist keys (waitlist feature) go below.

// Profile and recent-page keys (users feature) go below.

// E-mail sign-in link keys (auth-challenge feature) go below.
