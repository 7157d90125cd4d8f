import { buyBoxSchema, buyerPreferencesSchema } from '#shared/users/buyer-preferences';
import { alertIndexChanges, alertIndexEntriesOf } from './alert-index';

const buyBox = buyBoxSchema.parse({ type: 'both', zipCodes: ['78701', '78745'] });
const preferences = (zipCodes: string[] = []) =>
  buyerPreferencesSchema.parse({
    homeType: 'primary',
    propertyType: 'condo',
    state: 'TX',
    city: 'Austin',
    zipCodes,
  });

describe('alertIndexEntriesOf', () => {
  it('names every buy box ZIP and every preferences ZIP', () => {
    // Act
    const entries = alertIndexEntriesOf({ buyBox, buyerPreferences: preferences(['78702']) });

    // Assess
    expect(entries).toEqual([
      { source: 'buyBox', zipCode: '78701' },
      { source: 'buyBox', zipCode: '78745' },
      { source: 'preferences', zipCode: '78702' },
    ]);
  });

  it('names the preferences’ state and city when they list no ZIP', () => {
    expect(alertIndexEntriesOf({ buyBox: null, buyerPreferences: preferences() })).toEqual([
      { source: 'preferences', state: 'TX', city: 'Austin' },
    ]);
  });

  it('names nothing for a buyer with no searches', () => {
    expect(alertIndexEntriesOf({ buyBox: null, buyerPreferences: null })).toEqual([]);
  });
});

describe('alertIndexChanges', () => {
  it('removes the places a buyer dropped and adds the new ones', () => {
    // Prepare
    const before = alertIndexEntriesOf({ buyBox, buyerPreferences: preferences() });
    const after = alertIndexEntriesOf({
      buyBox: { ...buyBox, zipCodes: ['78745', '78746'] },
      buyerPreferences: preferences(['78702']),
    });

    // Act
    const changes = alertIndexChanges(before, after);

    // Assess
    expect(changes.removed).toEqual([
      { source: 'buyBox', zipCode: '78701' },
      { source: 'preferences', state: 'TX', city: 'Austin' },
    ]);
    expect(changes.added).toEqual([
      { source: 'buyBox', zipCode: '78746' },
      { source: 'preferences', zipCode: '78702' },
    ]);
  });
});
