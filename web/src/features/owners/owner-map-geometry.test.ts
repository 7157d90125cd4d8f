import { ownerLocationsBounds, ownerLocationsToFeatures, placeOf } from './owner-map-geometry';

const AUSTIN = {
  zipCode: '78701',
  city: 'Austin',
  state: 'TX',
  location: { lat: 30.27, lng: -97.74 },
  members: ['Acme Homes', 'Ana R.'],
};
const NEW_YORK = {
  zipCode: '10001',
  city: 'New York',
  state: 'NY',
  location: { lat: 40.75, lng: -73.99 },
  members: ['Zeta Realty'],
};

describe('owner map geometry', () => {
  it('makes one [lng, lat] point per ZIP carrying its member count, for the clusters to sum', () => {
    expect(ownerLocationsToFeatures([AUSTIN, NEW_YORK]).features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-97.74, 30.27] },
        properties: { zipCode: '78701', members: 2 },
      },
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-73.99, 40.75] },
        properties: { zipCode: '10001', members: 1 },
      },
    ]);
  });

  it('fits the box around every ZIP, and none without ZIPs', () => {
    expect(ownerLocationsBounds([AUSTIN, NEW_YORK])).toEqual([
      [-97.74, 30.27],
      [-73.99, 40.75],
    ]);
    expect(ownerLocationsBounds([])).toBeNull();
  });

  it('names a ZIP by its city and state, or by itself when they are unknown', () => {
    expect(placeOf(AUSTIN)).toBe('Austin, TX 78701');
    expect(placeOf({ zipCode: '99999', city: null, state: null })).toBe('99999');
  });
});
