import { buyersSearch, demandQueryOf, parseBuyersParams } from './buyers-params';

describe('the /buyers URL', () => {
  it('reads the tab, the segment and the state, upper-casing the state', () => {
    const params = parseBuyersParams(new URLSearchParams('tab=analytics&segment=buyBoxType:cash&state=tx'));

    expect(params).toEqual({ tab: 'analytics', segment: 'buyBoxType:cash', state: 'TX' });
    expect(demandQueryOf(params)).toEqual({ segment: 'buyBoxType:cash', state: 'TX' });
  });

  it('falls back to the map of all buyers in every state for anything unknown', () => {
    const params = parseBuyersParams(new URLSearchParams('tab=list&segment=buyBoxType:gold&state=XX'));

    expect(params).toEqual({ tab: 'map', segment: 'all', state: null });
    expect(demandQueryOf(params)).toEqual({ segment: 'all' });
  });

  it('leaves the defaults out of the URL', () => {
    expect(buyersSearch({ tab: 'map', segment: 'all', state: null }).toString()).toBe('');
    expect(buyersSearch({ tab: 'analytics', segment: 'propertyType:condo', state: 'FL' }).toString()).toBe(
      'tab=analytics&segment=propertyType%3Acondo&state=FL',
    );
  });
});
