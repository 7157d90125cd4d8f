import {
  ALLOWED_TRANSITIONS,
  canActorTransition,
  canTransition,
  DEAL_STATUSES,
  type DealStatus,
  isTerminalStatus,
  sourceOfChange,
  STATUS_CHANGE_NOT_ALLOWED,
  statusChangeSchema,
  TERMINAL_STATUSES,
} from './deal-status';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

/** The expected table, written out pair by pair so a change to ALLOWED_TRANSITIONS must be deliberate. */
const EXPECTED: Record<DealStatus, DealStatus[]> = {
  exclusive: ['active', 'pending', 'canceled', 'deleted'],
  active: ['pending', 'sold', 'canceled', 'deleted'],
  pending: ['active', 'sold', 'canceled', 'deleted'],
  sold: [],
  canceled: [],
  deleted: [],
};

const pairs = DEAL_STATUSES.flatMap((from) =>
  DEAL_STATUSES.map((to) => [from, to, EXPECTED[from].includes(to)] as const),
);

describe('listing status transitions', () => {
  it.each(pairs)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('covers all 36 pairs and the data table matches', () => {
    expect(pairs).toHaveLength(36);
    expect(ALLOWED_TRANSITIONS).toEqual(EXPECTED);
  });

  it('makes sold, canceled and deleted terminal', () => {
    expect([...TERMINAL_STATUSES].sort()).toEqual(['canceled', 'deleted', 'sold']);
    for (const status of ['sold', 'canceled', 'deleted'] as const)
      expect(isTerminalStatus(status)).toBe(true);
    for (const status of ['exclusive', 'active', 'pending'] as const)
      expect(isTerminalStatus(status)).toBe(false);
  });

  it('reaches deleted from every non-terminal status', () => {
    for (const status of DEAL_STATUSES.filter((s) => !isTerminalStatus(s)))
      expect(canTransition(status, 'deleted')).toBe(true);
  });

  it('allows pending ↔ active (an accepted offer falls through)', () => {
    expect(canTransition('active', 'pending')).toBe(true);
    expect(canTransition('pending', 'active')).toBe(true);
  });

  it('lets only the owner or an admin delete', () => {
    expect(canActorTransition({ isOwner: true, isAdmin: false }, 'active', 'deleted')).toBe(true);
    expect(canActorTransition({ isOwner: false, isAdmin: true }, 'pending', 'deleted')).toBe(true);
    expect(canActorTransition({ isOwner: false, isAdmin: false }, 'active', 'deleted')).toBe(false);
    expect(canActorTransition('system', 'active', 'deleted')).toBe(false);
    expect(canActorTransition('system', 'active', 'pending')).toBe(true);
    expect(canActorTransition({ isOwner: true, isAdmin: true }, 'sold', 'deleted')).toBe(false);
  });

  it('names the refusal with a stable key', () => {
    expect(STATUS_CHANGE_NOT_ALLOWED).toBe('statusChangeNotAllowed');
  });

  it('maps the dialog answer to a history source', () => {
    expect(sourceOfChange(true)).toBe('platform');
    expect(sourceOfChange(false)).toBe('offPlatform');
  });
});

describe('statusChangeSchema', () => {
  it('accepts a change with comments', () => {
    expect(statusChangeSchema.parse({ to: 'sold', throughPlatform: false, comments: ' closed ' })).toEqual({
      to: 'sold',
      throughPlatform: false,
      comments: 'closed',
    });
  });

  it('reports a missing cancel reason together with the other missing answers', () => {
    const result = statusChangeSchema.safeParse({ to: 'canceled' });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([
        ['throughPlatform', 'required'],
        ['cancelReason', 'cancelReasonRequired'],
      ]),
    );
  });

  it.each([undefined, '', '   '])('requires a cancel reason when canceling (%j)', (cancelReason) => {
    const result = statusChangeSchema.safeParse({ to: 'canceled', throughPlatform: true, cancelReason });
    expect(messages(result)).toEqual(['cancelReasonRequired']);
    expect(result.error?.issues[0]?.path).toEqual(['cancelReason']);
  });

  it('accepts a cancel with a reason', () => {
    expect(
      statusChangeSchema.safeParse({
        to: 'canceled',
        throughPlatform: true,
        cancelReason: 'Seller backed out',
      }).success,
    ).toBe(true);
  });

  it('requires throughPlatform and a known status, and refuses unknown fields', () => {
    expect(messages(statusChangeSchema.safeParse({ to: 'sold' }))).toEqual(['required']);
    expect(messages(statusChangeSchema.safeParse({ to: 'archived', throughPlatform: true }))).toEqual([
      'statusInvalid',
    ]);
    expect(statusChangeSchema.safeParse({ to: 'sold', throughPlatform: true, from: 'active' }).success).toBe(
      false,
    );
  });

  it('limits comments to 1000 characters', () => {
    expect(
      statusChangeSchema.safeParse({ to: 'sold', throughPlatform: true, comments: 'a'.repeat(1000) }).success,
    ).toBe(true);
    expect(
      messages(
        statusChangeSchema.safeParse({ to: 'sold', throughPlatform: true, comments: 'a'.repeat(1001) }),
      ),
    ).toEqual(['commentsTooLong']);
  });
});
