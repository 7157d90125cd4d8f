import { personName } from './person-name';

describe('personName', () => {
  it.each([
    [{ firstName: 'Bea', lastName: 'Buyer' }, 'Bea Buyer'],
    [{ firstName: 'Bea', lastName: '' }, 'Bea'],
    [{ firstName: '', lastName: 'Buyer' }, 'Buyer'],
    [{ firstName: '', lastName: '' }, ''],
  ])('writes %o as %p', (person, expected) => {
    // Assess
    expect(personName(person)).toBe(expected);
  });
});
