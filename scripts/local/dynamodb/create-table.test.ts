import { GLOBAL_INDEXES, projectionOf } from '#functions/db/table-definition';
import { tableDefinitionInput } from './create-table';

describe('tableDefinitionInput', () => {
  it("creates each index with the projection the table definition declares, as infra's table has", () => {
    expect(tableDefinitionInput('t').GlobalSecondaryIndexes.map((index) => index.Projection)).toEqual(
      GLOBAL_INDEXES.map(projectionOf),
    );
  });
});
