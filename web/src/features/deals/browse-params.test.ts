import {
  countActiveFilters,
  parseBrowseFilters,
  parseBrowseView,
  toBrowseQuery,
  toBrowseSearchParams,
  type BrowseFilters,
} from './browse-params';

describe('parseBrowseFilters', () => {
  it('reads every filter with the API query names', () => {
    // Prepare
    const search = new URLSearchParams(
      'q=pool&maxPrice=1000000&minBeds=3&minBaths=2&category=creative&financeType=SubTo&propertyType=condo' +
        '&state=TX&city=Austin&zip=78701&tags=wholesale,off-market&favorites=true&sort=price-asc&radius=25',
    );

    // Act
    const filters = parseBrowseFilters(search);

    // Assess
    expect(filters).toEqual({
      q: 'pool',
      maxPrice: 1_000_000,
      minBeds: 3,
      minBaths: 2,
      category: 'creative',
      financeType: 'SubTo',
      propertyType: 'condo',
      state: 'TX',
      city: 'Austin',
      zip: '78701',
      tags: ['wholesale', 'off-market'],
      favorites: true,
      sort: 'price-asc',
      radius: 25,
    });
  });

  it('drops each invalid parameter and keeps the rest', () => {
    // Prepare
    const search = new URLSearchParams(
      'q=pool&maxPrice=750000&minBeds=9&state=ZZ&tags=nope&sort=cheapest&zip=123',
    );

    // Act
    const filters = parseBrowseFilters(search);

    // Assess
    expect(filters).toEqual({ q: 'pool' });
  });

  it('drops half a point and a radius without a centre', () => {
    expect(parseBrowseFilters(new URLSearchParams('lat=30.2&radius=10&state=TX'))).toEqual({ state: 'TX' });
  });

  it('keeps a picked point with its radius', () => {
    expect(parseBrowseFilters(new URLSearchParams('lat=30.27&lng=-97.74&radius=10'))).toEqual({
      lat: 30.27,
      lng: -97.74,
      radius: 10,
    });
  });

  it('ignores paging, the view and unknown parameters', () => {
    expect(
      parseBrowseFilters(new URLSearchParams('cursor=abc&limit=5&view=map&utm_source=mail&city=Waco')),
    ).toEqual({
      city: 'Waco',
    });
  });

  it('treats favorites=false and blank values as no filter', () => {
    expect(parseBrowseFilters(new URLSearchParams('favorites=false&q=%20&city='))).toEqual({});
  });
});

describe('toBrowseSearchParams', () => {
  it('round-trips the filters through the query string', () => {
    // Prepare
    const filters: BrowseFilters = {
      q: 'garage',
      maxPrice: 500_000,
      financeType: 'Hybrid',
      tags: ['fix-and-flip', 'wholesale'],
      favorites: true,
      lat: 30.27,
      lng: -97.74,
      radius: 50,
    };

    // Act
    const search = toBrowseSearchParams(filters, 'map');

    // Assess
    expect(search.toString()).toBe(
      'q=garage&maxPrice=500000&financeType=Hybrid&tags=fix-and-flip%2Cwholesale&favorites=true&lat=30.27&lng=-97.74&radius=50&view=map',
    );
    expect(parseBrowseFilters(search)).toEqual(filters);
    expect(parseBrowseView(search)).toBe('map');
  });

  it('leaves the default grid view out of the URL', () => {
    expect(toBrowseSearchParams({ state: 'AZ' }, 'grid').toString()).toBe('state=AZ');
  });
});

describe('toBrowseQuery', () => {
  it('sends tags comma-separated and leaves unset filters out', () => {
    expect(toBrowseQuery({ tags: ['wholesale', 'off-market'], favorites: undefined, minBeds: 2 })).toEqual({
      minBeds: '2',
      tags: 'wholesale,off-market',
    });
  });
});

describe('parseBrowseView', () => {
  it('falls back to grid for a missing or unknown view', () => {
    expect(parseBrowseView(new URLSearchParams(''))).toBe('grid');
    expect(parseBrowseView(new URLSearchParams('view=globe'))).toBe('grid');
    expect(parseBrowseView(new URLSearchParams('view=list'))).toBe('list');
  });
});

describe('countActiveFilters', () => {
  it('counts the filters but not the search text, the sort or the map centre', () => {
    expect(
      countActiveFilters({
        q: 'x',
        sort: 'oldest',
        state: 'TX',
        tags: ['wholesale'],
        lat: 1,
        lng: 2,
        radius: 5,
      }),
    ).toBe(2);
  });

  it('counts a ZIP as a filter, but not as the centre of a radius search', () => {
    expect(countActiveFilters({ zip: '78701' })).toBe(1);
    expect(countActiveFilters({ zip: '78701', radius: 25 })).toBe(0);
  });
});
