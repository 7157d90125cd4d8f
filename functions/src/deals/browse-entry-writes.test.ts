import { browseRecord } from '../testing/browse.fixtures';
import { addToBrowseEntries, browseEntryWrites } from './browse-entry-writes';

describe('browseEntryWrites', () => {
  it('updates every entry of a browsable listing, keeping the favourite count an entry already has', () => {
    // Act
    const writes = browseEntryWrites(browseRecord({ favoriteCount: 4 }));

    // Assess
    expect(writes).toHaveLength(5);
    for (const write of writes) {
      expect(write.Update!.UpdateExpression).toContain('#c = if_not_exists(#c, :c)');
      expect(write.Update!.ExpressionAttributeNames!['#c']).toBe('favoriteCount');
      expect(write.Update!.ExpressionAttributeValues![':c']).toBe(4);
    }
  });

  it('removes the index keys an entry no longer has (a listing that lost its finance type or location)', () => {
    // Act
    const writes = browseEntryWrites(browseRecord({ purchaseType: undefined, location: null }));

    // Assess
    const [all, , , financeType] = writes;
    expect(all!.Update!.UpdateExpression).toMatch(/ REMOVE #r0, #r1, #r2, #r3$/);
    expect(Object.values(all!.Update!.ExpressionAttributeNames!)).toEqual(
      expect.arrayContaining(['gsi3pk', 'gsi3sk', 'gsi4pk', 'gsi4sk']),
    );
    expect(Object.values(financeType!.Update!.ExpressionAttributeNames!)).toEqual(
      expect.arrayContaining(['gsi2pk', 'gsi2sk', 'gsi5pk', 'gsi5sk', 'gsi6pk', 'gsi6sk']),
    );
  });

  it('deletes every entry of a listing out of browse', () => {
    const writes = browseEntryWrites(browseRecord({ status: 'canceled' }));
    expect(writes.map((write) => write.Delete?.Key?.sk)).toEqual([
      'BROWSE',
      'BROWSE#state',
      'BROWSE#propertyType',
      'BROWSE#financeType',
      'BROWSE#category',
    ]);
  });
});

describe('addToBrowseEntries', () => {
  it('ADDs to every entry, only while it exists', () => {
    const updates = addToBrowseEntries('deal-1', -1);
    expect(updates).toHaveLength(5);
    expect(updates[0]!.Update).toMatchObject({
      Key: { pk: 'DEAL#deal-1', sk: 'BROWSE' },
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: 'ADD #c :n',
      ExpressionAttributeValues: { ':n': -1 },
    });
  });
});
