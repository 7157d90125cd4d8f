import type { TransactItem } from '../db/transactions';

/**
 * The browsable-listing counts a transaction moves: per figures item key, the amount its Update
 * ADDs to `activeListings` (docs/demand.md "Keeping the figures").
 */
export function listingSupplyMoves(items: readonly TransactItem[]): { key: string; change: number }[] {
  return items.flatMap((item) => {
    const update = item.Update;
    if (!update || !String(update.Key?.pk).startsWith('ZIPDEMAND#')) return [];
    const name = Object.entries(update.ExpressionAttributeNames ?? {}).find(
      ([, attribute]) => attribute === 'activeListings',
    )?.[0];
    if (!name || !update.UpdateExpression?.startsWith('ADD ')) return [];
    const value = update.ExpressionAttributeValues?.[`:${name.slice(1)}`] as number;
    return [{ key: `${String(update.Key!.pk)}/${String(update.Key!.sk)}`, change: value }];
  });
}
