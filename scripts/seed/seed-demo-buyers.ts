/**
 * Seeds the demo buyers (demo-buyers.ts) as real accounts of the local stack: a confirmed user in
 * the local Cognito pool (in the buyers group, the demo password) and a complete User item, each
 * counted in the demand figures, then publishes the day's snapshot as the daily job does, so the
 * public ZIP analytics answer from the first start. Every start runs it (~0.5 s once seeded).
 *
 * Cognito users are written in-process into cognito-local's store in one save, not through
 * AdminCreateUser: cognito-local rewrites its whole JSON file on every change, so the ~3,000 admin
 * calls 600 users need cost ~a minute, and one saveUser each still ~15 s, per fresh start. They are
 * the records AdminCreateUser and AdminSetUserPassword leave (a confirmed user whose `sub` is its
 * user name), so signing in and every admin action work on them as on any other account.
 *
 * The figures: the buyers' contributions are what `syncBuyerDemand` would write (the same pure
 * functions, desiredContribution and recountFigures, and the repository's own Update of a ZIP),
 * but ADDed once per ZIP rather than in one transaction per buyer: the local transaction front
 * serialises transactions, so 600 syncs took over a minute. The User items and contributions are
 * written first and the ZIP ADDs last, so a start stopped halfway never counts a buyer twice (its
 * figures are short until the rebuild job, or `npm run reset`).
 *
 * Idempotent: an existing Cognito user or User item is left as it is (changes made in the app
 * survive a restart, and the API's own sync keeps their figures), and only the buyers whose User
 * item this run created are added to the figures.
 */
import type { DataStore } from 'cognito-local/lib/services/dataStore/dataStore';
import type { CognitoLocal } from '../local/cognito/cognito-service';
import { fromUserItem, toUserItem, userKey, type NewUserRecord } from '#functions/db/entities/user.entity';
import { batchGet } from '#functions/db/batch';
import { newUserRecord } from '#functions/users/users.service';
import { tableName } from '#functions/db/table';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  BUYER_DEMAND_CONTRIBUTION_ENTITY,
  buyerDemandContributionKey,
  type BuyerDemandValues,
} from '#functions/db/entities/zip-demand.entity';
import { deltaAdds, zipFiguresUpdate } from '#functions/demand/contribution.repository';
import { desiredContribution, recountFigures } from '#functions/demand/demand-figures';
import { shippedZipGeography } from '#functions/demand/zip-geography';
import { batchWriteAll } from './deals/batch-write';
import { publishZipDemand, type PublishOutcome } from '#functions/demand/publish-zip-demand.service';
import { GROUP_FOR_ROLE } from '#shared/users/roles';
import { DEMO_PASSWORD } from './demo-accounts';
import { generateDemoBuyers, type DemoBuyer } from './demo-buyers';

/** Requests in flight at once (batch writes, ZIP updates). */
const CONCURRENCY = 4;
const BUYERS_GROUP = GROUP_FOR_ROLE.buyer;

export interface DemoBuyersSeed {
  buyers: number;
  /** Cognito users and User items written by this run (0 on a restart with kept data). */
  createdAccounts: number;
  createdItems: number;
  /** ZIPs whose figures this run added buyers to. */
  zipsCounted: number;
  /** The day's snapshot, published so the public ZIP analytics answer at once. */
  published: PublishOutcome;
}

type UserPool = Awaited<ReturnType<CognitoLocal['services']['cognito']['getUserPool']>>;
type PoolUser = Parameters<UserPool['saveUser']>[1];

/** The record AdminCreateUser + AdminSetUserPassword(Permanent) leave for a verified e-mail user. */
function poolUser(buyer: DemoBuyer, now: Date): PoolUser {
  const attributes = [
    { Name: 'email', Value: buyer.email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'family_name', Value: buyer.lastName },
    { Name: 'given_name', Value: buyer.firstName },
    { Name: 'phone_number', Value: buyer.phoneNumber },
    { Name: 'sub', Value: buyer.userId },
  ];
  return {
    Username: buyer.userId,
    Password: DEMO_PASSWORD,
    Attributes: attributes,
    Enabled: true,
    UserStatus: 'CONFIRMED',
    UserCreateDate: now,
    UserLastModifiedDate: now,
    RefreshTokens: [],
  };
}

type PoolStore = Pick<DataStore, 'get' | 'set'>;

/**
 * The pool's own store, to write many users in one save. cognito-local keeps it private; a version
 * that moves it fails here with this message rather than seeding half the users.
 */
function poolStore(pool: UserPool): PoolStore {
  const store = (pool as unknown as { dataStore?: PoolStore }).dataStore;
  if (typeof store?.get !== 'function' || typeof store.set !== 'function')
    throw new Error('cognito-local no longer exposes its user pool store: seed the demo buyers another way');
  return store;
}

/** Creates the pool users that are missing and puts every buyer in the buyers group. */
async function seedPoolUsers(
  cognito: CognitoLocal,
  userPoolId: string,
  buyers: readonly DemoBuyer[],
  now: Date,
): Promise<number> {
  const { services, ctx } = cognito;
  const pool = await services.cognito.getUserPool(ctx, userPoolId);
  const existing = new Set((await pool.listUsers(ctx)).map((user) => user.Username));
  const missing = buyers.filter((buyer) => !existing.has(buyer.userId));
  if (missing.length > 0) {
    const users = (await poolStore(pool).get(ctx, 'Users', {})) as Record<string, PoolUser>;
    for (const buyer of missing) users[buyer.userId] = poolUser(buyer, now);
    await poolStore(pool).set(ctx, 'Users', users);
  }
  const group = await pool.getGroupByGroupName(ctx, BUYERS_GROUP);
  if (!group) throw new Error(`The local user pool has no ${BUYERS_GROUP} group`);
  const members = new Set(group.members ?? []);
  if (buyers.some((buyer) => !members.has(buyer.userId))) {
    for (const buyer of buyers) members.add(buyer.userId);
    await pool.saveGroup(ctx, { ...group, members: [...members], LastModifiedDate: now });
  }
  return missing.length;
}

/** A demo buyer's User item: a new account's, as a first sign-in makes it, with their buy box and preferences. */
function userRecord(buyer: DemoBuyer, now: string): NewUserRecord {
  const principal = {
    userId: buyer.userId,
    email: buyer.email,
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    phoneNumber: buyer.phoneNumber,
    roles: ['buyer' as const],
    role: 'buyer' as const,
    cognitoGroups: [BUYERS_GROUP],
    emailVerified: true,
  };
  return { ...newUserRecord(principal, now), buyerPreferences: buyer.buyerPreferences, buyBox: buyer.buyBox };
}

/** Writes the User items that are missing and answers the buyers it wrote. */
async function seedUserItems(
  loader: DynamoDBDocumentClient,
  buyers: readonly DemoBuyer[],
  now: string,
): Promise<DemoBuyer[]> {
  const { items } = await batchGet(
    buyers.map((buyer) => userKey(buyer.userId)),
    ['userId'],
  );
  const existing = new Set(items.map((item) => item.userId));
  const missing = buyers.filter((buyer) => !existing.has(buyer.userId));
  await batchWriteAll(
    loader,
    tableName(),
    missing.map((buyer) => toUserItem(userRecord(buyer, now))),
    { concurrency: CONCURRENCY },
  );
  return missing;
}

/**
 * Counts new buyers in the demand figures: their contribution items (what the sync records as
 * counted), then one ADD per ZIP of everything they add there. Answers the ZIPs changed.
 */
async function countInDemand(
  loader: DynamoDBDocumentClient,
  buyers: readonly DemoBuyer[],
  now: string,
): Promise<number> {
  const contributions = buyers.map((buyer) => ({
    userId: buyer.userId,
    counted: desiredContribution(fromUserItem(toUserItem(userRecord(buyer, now))), shippedZipGeography),
  }));
  await batchWriteAll(
    loader,
    tableName(),
    contributions.map(({ userId, counted }) => contributionItem(userId, counted, now)),
    { concurrency: CONCURRENCY },
  );
  const figures = [
    ...recountFigures(
      contributions.map(({ counted }) => counted),
      shippedZipGeography.stateOf,
      now,
    ).values(),
  ];
  await forEachBounded(figures, CONCURRENCY, async (zip) => {
    const { Update } = zipFiguresUpdate(zip, deltaAdds(zip), { updatedAt: now });
    await loader.send(new UpdateCommand(Update!));
  });
  return figures.length;
}

/** A buyer's first contribution item, as the sync's first transaction writes it (version 1). */
function contributionItem(userId: string, counted: Record<string, BuyerDemandValues>, now: string) {
  return {
    ...buyerDemandContributionKey(userId),
    entity: BUYER_DEMAND_CONTRIBUTION_ENTITY,
    userId,
    counted,
    version: 1,
    updatedAt: now,
  };
}

/** Runs `task` for every value, at most `limit` at once. */
async function forEachBounded<T>(values: readonly T[], limit: number, task: (value: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < values.length) await task(values[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, values.length) }, worker));
}

/**
 * Seeds the demo buyers and counts them in the demand figures. `loader` writes the bulk items: a
 * client of the local DynamoDB's backend, past the transaction front whose lock serialises writes
 * (nothing else writes while the stack seeds).
 */
export async function seedDemoBuyers(
  cognito: CognitoLocal,
  userPoolId: string,
  loader: DynamoDBDocumentClient,
  buyers: readonly DemoBuyer[] = generateDemoBuyers(),
  now = new Date(),
): Promise<DemoBuyersSeed> {
  const createdAccounts = await seedPoolUsers(cognito, userPoolId, buyers, now);
  const created = await seedUserItems(loader, buyers, now.toISOString());
  const zipsCounted = await countInDemand(loader, created, now.toISOString());
  // The public API serves only a published day: publish it now rather than wait for the daily job.
  const published = await publishZipDemand(now);
  return { buyers: buyers.length, createdAccounts, createdItems: created.length, zipsCounted, published };
}
