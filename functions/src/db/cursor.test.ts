import { AppError } from '../lib/errors';
import { decodeCursor, encodeCursor, type IndexKeyShape } from './cursor';

const shape: IndexKeyShape = {
  attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  partition: { attribute: 'gsi1pk', value: 'INVITER#user-1' },
};
const lastKey = {
  pk: 'INVITATION#abc',
  sk: 'INVITATION',
  gsi1pk: 'INVITER#user-1',
  gsi1sk: 'INVITATION#2026#01',
};
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('encodeCursor and decodeCursor', () => {
  it('round-trip a LastEvaluatedKey as opaque base64url', () => {
    // Act
    const cursor = encodeCursor(lastKey);

    // Assess
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor!, shape)).toEqual(lastKey);
  });

  it('answer no cursor on the last page and no start key without a cursor', () => {
    expect(encodeCursor(undefined)).toBeNull();
    expect(decodeCursor(undefined, shape)).toBeUndefined();
  });

  it.each([
    ['not base64url', 'not a cursor!'],
    ['not JSON', Buffer.from('{oops').toString('base64url')],
    ['an array', cursorOf(['pk'])],
    ['a missing attribute', cursorOf({ pk: 'a', sk: 'b', gsi1pk: 'INVITER#user-1' })],
    ['an extra attribute', cursorOf({ ...lastKey, status: 'used' })],
    ['a non-string value', cursorOf({ ...lastKey, sk: 1 })],
    ["another partition's key", cursorOf({ ...lastKey, gsi1pk: 'INVITER#someone-else' })],
  ])('refuse %s with 400', (_, cursor) => {
    // Act / Assess
    let caught: unknown;
    try {
      decodeCursor(cursor, shape);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).status).toBe(400);
  });
});
