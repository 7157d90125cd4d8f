import type { DealSummary } from '#shared/deals/deal-api';
import { distanceMiles } from '#shared/geo/geohash';
import { boundsToShow, circlePolygon, dealsToFeatures, roundPoint } from './map-geometry';

const summary = (dealId: string, location: DealSummary['location']) =>
  ({ dealId, streetAddress: `${dealId} Main St`, purchasePrice: 300_000, location }) as DealSummary;

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

describe('dealsToFeatures', () => {
  it('makes a point per located listing and skips listings without a location', () => {
    const features = dealsToFeatures([summary('a', { lat: 30, lng: -97 }), summary('b', null)]);

    expect(features.features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-97, 30] },
        properties: { dealId: 'a', streetAddress: 'a Main St', purchasePrice: 300_000 },
      },
    ]);
  });
});

describe('boundsToShow', () => {
  it('fits the radius circle when there is one, else the markers', () => {
    // Prepare
    const features = dealsToFeatures([
      summary('a', { lat: 30, lng: -97 }),
      summary('b', { lat: 32, lng: -95 }),
    ]);
    const circle = circlePolygon({ lat: 40, lng: -100 }, 5);

    // Act
    const aroundMarkers = boundsToShow(features, null);
    const aroundCircle = boundsToShow(features, circle)!;

    // Assess
    expect(aroundMarkers).toEqual([
      [-97, 30],
      [-95, 32],
    ]);
    expect(aroundCircle[0][1]).toBeGreaterThan(39.9);
    expect(aroundCircle[1][1]).toBeLessThan(40.1);
    expect(boundsToShow(dealsToFeatures([]), null)).toBeNull();
  });
});

describe('roundPoint', () => {
  it('keeps four decimals', () => {
    expect(roundPoint({ lat: 30.123456, lng: -97.987654 })).toEqual({ lat: 30.1235, lng: -97.9877 });
  });
});
