import type { MapPoint } from '#shared/deals/deal-api';
import { distanceMiles } from '#shared/geo/geohash';
import { circleBounds, circlePolygon, pointsToFeatures, roundPoint, viewBoxOf } from './map-geometry';

const point = (dealId: string, lat: number, lng: number): MapPoint => ({
  dealId,
  lat,
  lng,
  streetAddress: `${dealId} Main St`,
  purchasePrice: 300_000,
  city: 'Austin',
  state: 'TX',
  status: 'active',
});

describe('circlePolygon', () => {
  it('draws a closed ring whose points all lie at the radius', () => {
    // Prepare
    const center = { lat: 30.27, lng: -97.74 };

    // Act
    const ring = circlePolygon(center, 25, 32).geometry.coordinates[0]!;

    // Assess
    expect(ring).toHaveLength(33);
    expect(ring[0]).toEqual(ring[32]);
    for (const [lng, lat] of ring) expect(distanceMiles(center, { lat: lat!, lng: lng! })).toBeCloseTo(25, 1);
  });
});

describe('pointsToFeatures', () => {
  it('makes a feature per point carrying what its popup shows', () => {
    const features = pointsToFeatures([point('a', 30, -97)]);

    expect(features.features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-97, 30] },
        properties: { dealId: 'a', streetAddress: 'a Main St', purchasePrice: 300_000 },
      },
    ]);
  });
});

describe('circleBounds', () => {
  it('fits the radius circle', () => {
    // Act
    const bounds = circleBounds(circlePolygon({ lat: 40, lng: -100 }, 5))!;

    // Assess
    expect(bounds[0][1]).toBeGreaterThan(39.9);
    expect(bounds[1][1]).toBeLessThan(40.1);
  });
});

describe('viewBoxOf', () => {
  it('widens the view to whole hundredths of a degree, so a nudge asks the same box', () => {
    expect(viewBoxOf({ west: -97.7612, south: 30.2501, east: -97.7011, north: 30.2999 })).toEqual({
      west: -97.77,
      south: 30.25,
      east: -97.7,
      north: 30.3,
    });
  });

  it('keeps a zoomed-out view on the globe', () => {
    expect(viewBoxOf({ west: -250.5, south: -95, east: 190, north: 88.123 })).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 88.13,
    });
  });
});

describe('roundPoint', () => {
  it('keeps four decimals', () => {
    expect(roundPoint({ lat: 30.123456, lng: -97.987654 })).toEqual({ lat: 30.1235, lng: -97.9877 });
  });
});
