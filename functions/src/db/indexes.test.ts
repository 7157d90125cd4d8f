import { GLOBAL_INDEXES } from './table-definition';
import { GSI1, GSI6, TABLE, indexNamed, pageKeyAttributes } from './indexes';

describe('index descriptors', () => {
  it('are the indexes of the table definition, one each', () => {
    expect(GLOBAL_INDEXES.map((index) => indexNamed(index.name))).toEqual(
      GLOBAL_INDEXES.map((index) => ({ name: index.name, pk: index.partitionKey, sk: index.sortKey })),
    );
    expect(GSI6).toEqual({ name: 'gsi6', pk: 'gsi6pk', sk: 'gsi6sk' });
  });

  it('give the key attributes a page key of the index has', () => {
    expect(pageKeyAttributes(TABLE)).toEqual(['pk', 'sk']);
    expect(pageKeyAttributes(GSI1)).toEqual(['pk', 'sk', 'gsi1pk', 'gsi1sk']);
  });
});
