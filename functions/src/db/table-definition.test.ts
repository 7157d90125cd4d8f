import { projectionOf } from './table-definition';

describe('projectionOf', () => {
  const index = { name: 'gsi9', partitionKey: 'gsi9pk', sortKey: 'gsi9sk' };

  it('projects whole items unless an index says otherwise', () => {
    expect(projectionOf(index)).toEqual({ ProjectionType: 'ALL' });
  });

  it('gives KEYS_ONLY, and INCLUDE with its attributes', () => {
    expect(projectionOf({ ...index, projection: { type: 'KEYS_ONLY' } })).toEqual({
      ProjectionType: 'KEYS_ONLY',
    });
    expect(
      projectionOf({ ...index, projection: { type: 'INCLUDE', attributes: ['status', 'city'] } }),
    ).toEqual({
      ProjectionType: 'INCLUDE',
      NonKeyAttributes: ['status', 'city'],
    });
  });
});
