import { fileProblem } from './file-problem';

const rules = { types: ['image/png', 'image/jpeg'], maxBytes: 100 };

describe('fileProblem', () => {
  it('accepts a file of an allowed type within the limit', () => {
    expect(fileProblem({ type: 'image/png', size: 100 }, rules)).toBeNull();
  });

  it('refuses another type first, then a file over the limit, then an empty one', () => {
    expect(fileProblem({ type: 'text/plain', size: 1000 }, rules)).toBe('invalidType');
    expect(fileProblem({ type: 'image/jpeg', size: 101 }, rules)).toBe('tooLarge');
    expect(fileProblem({ type: 'image/jpeg', size: 0 }, rules)).toBe('empty');
  });
});
