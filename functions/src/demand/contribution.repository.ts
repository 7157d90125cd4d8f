/**
 * The write side of the ZIP figures (docs/demand.md "Keeping the figures"): a buyer's contribution
 * item, and the transactions that move figures and contribution forward together, at most
 * ZIP_UPDATES_PER_TRANSACTION ZIPs at a time, each conditioned on the contribution's `version`.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DEMAND_DIMENSIONS, type DemandDimension } from '#shared/demand/demand';
import { dynamo } from '../lib/clients';
import { tableName } from '../db/table';
import { type TransactItem, TRANSACT_MAX_ITEMS, transactWrite } from '../db/transactions';
import { fromUserItem, type UserRecord, userKey } from '../db/entities/user.entity';
import {
  BUYER_DEMAND_CONTRIBUTION_ENTITY,
  type BuyerDemandContribution,
  type BuyerDemandValues,
  buyerDemandContributionKey,
  dimensionCountAttribute,
  zipDemandKey,
} from '../db/entities/zip-demand.entity';
import type { ZipDemandDelta } from './demand-figures';

/** ZIP Updates in one transaction: the contribution item takes the last of its 100 items. */
export const ZIP_UPDATES_PER_TRANSACTION = TRANSACT_MAX_ITEMS - 1;

/**
 * A consistent read of the user's item (null when none). Read here rather than through users'
 * findUser: users calls syncBuyerDemand after its writes, and imports never go round in a cycle.
 */
export async function readUser(userId: string): Promise<UserRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: userKey(userId), ConsistentRead: true }),
  );
  return Item ? fromUserItem(Item) : null;
}

/** A consistent read of what the buyer is counted as now; version 0 and nothing counted when no item. */
export async function readContribution(userId: string): Promise<BuyerDemandContribution> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: buyerDemandContributionKey(userId),
      ConsistentRead: true,
    }),
  );
  return Item ? fromContributionItem(Item) : { userId, counted: {}, version: 0 };
}

/** Reads a stored contribution item back. */
export function fromContributionItem(item: Record<string, unknown>): BuyerDemandContribution {
  return {
    userId: String(item.userId),
    counted: (item.counted ?? {}) as Record<string, BuyerDemandValues>,
    version: typeof item.version === 'number' ? item.version : 0,
  };
}

/**
 * The Update of a ZIP's figures item by these ADDs (attributes to numbers; zeros left out), its
 * `revision` bumped so a rebuild recounting it at that moment leaves it alone, and its ZIP and state
 * set when the item is new. Shared by buyer deltas and listing supply.
 */
export function zipFiguresUpdate(
  zip: { zipCode: string; state: string },
  adds: Readonly<Record<string, number>>,
  set: Readonly<Record<string, unknown>> = {},
): TransactItem {
  const names: Record<string, string> = { '#zipCode': 'zipCode', '#state': 'state', '#revision': 'revision' };
  const values: Record<string, unknown> = { ':zipCode': zip.zipCode, ':state': zip.state, ':one': 1 };
  const addParts = ['#revision :one'];
  Object.entries(adds)
    .filter(([, amount]) => amount !== 0)
    .forEach(([attribute, amount], index) => {
      names[`#a${index}`] = attribute;
      values[`:a${index}`] = amount;
      addParts.push(`#a${index} :a${index}`);
    });
  const setParts = ['#zipCode = if_not_exists(#zipCode, :zipCode)', '#state = if_not_exists(#state, :state)'];
  Object.entries(set).forEach(([attribute, value], index) => {
    names[`#s${index}`] = attribute;
    values[`:s${index}`] = value;
    setParts.push(`#s${index} = :s${index}`);
  });
  return {
    Update: {
      TableName: tableName(),
      Key: zipDemandKey(zip.state, zip.zipCode),
      UpdateExpression: `ADD ${addParts.join(', ')} SET ${setParts.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** The attributes one buyer delta ADDs to its ZIP's item. */
export function deltaAdds(delta: ZipDemandDelta): Record<string, number> {
  const adds: Record<string, number> = {
    buyers: delta.buyers,
    downPaymentSum: delta.downPaymentSum,
    downPaymentCount: delta.downPaymentCount,
    monthlyPaymentSum: delta.monthlyPaymentSum,
    monthlyPaymentCount: delta.monthlyPaymentCount,
  };
  for (const dimension of Object.keys(DEMAND_DIMENSIONS) as DemandDimension[]) {
    for (const [value, count] of Object.entries(delta.counts[dimension] ?? {})) {
      adds[dimensionCountAttribute(dimension, value)] = count;
    }
  }
  return adds;
}

/** The contribution item written with a chunk, conditioned on the version read. */
function contributionPut(
  userId: string,
  counted: Record<string, BuyerDemandValues>,
  readVersion: number,
  now: string,
): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...buyerDemandContributionKey(userId),
        entity: BUYER_DEMAND_CONTRIBUTION_ENTITY,
        userId,
        counted,
        version: readVersion + 1,
        updatedAt: now,
      },
      ...(readVersion === 0
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ConditionExpression: '#version = :version',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':version': readVersion },
          }),
    },
  };
}

/**
 * Applies the deltas (in ZIP order) in transactions of at most ZIP_UPDATES_PER_TRANSACTION ZIPs,
 * each moving the contribution's `counted` forward for exactly its ZIPs. Throws the
 * TransactionCanceledException of a chunk whose version condition failed (a concurrent save): the
 * chunks before it stay applied, and figures and contribution still agree.
 */
export async function applyContributionDeltas(
  contribution: BuyerDemandContribution,
  desired: Readonly<Record<string, BuyerDemandValues>>,
  deltas: readonly ZipDemandDelta[],
  now: string,
): Promise<BuyerDemandContribution> {
  let { counted, version } = contribution;
  const ordered = [...deltas].sort((a, b) => a.zipCode.localeCompare(b.zipCode));
  for (let start = 0; start < ordered.length; start += ZIP_UPDATES_PER_TRANSACTION) {
    const chunk = ordered.slice(start, start + ZIP_UPDATES_PER_TRANSACTION);
    const next = { ...counted };
    for (const { zipCode } of chunk) {
      const values = desired[zipCode];
      if (values) next[zipCode] = values;
      else delete next[zipCode];
    }
    await transactWrite([
      ...chunk.map((delta) => zipFiguresUpdate(delta, deltaAdds(delta), { updatedAt: now })),
      contributionPut(contribution.userId, next, version, now),
    ]);
    counted = next;
    version += 1;
  }
  return { userId: contribution.userId, counted, version };
}
