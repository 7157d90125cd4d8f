import {
  cellSize,
  cellsCoveringBox,
  cellsCoveringCircle,
  distanceMiles,
  encodeGeohash,
  GEO_CELL_PRECISION,
  isInBox,
} from './geohash';

describe('encodeGeohash', () => {
  it('matches the published geohash of a known point', () => {
    // Prepare / Act / Assess: the classic example from the geohash reference.
    expect(encodeGeohash({ lat: 57.64911, lng: 10.40744 }, 11)).toBe('u4pruydqqvj');
  });

  it('uses the precision of the stored cells by default', () => {
    expect(encodeGeohash({ lat: 30.27, lng: -97.74 })).toHaveLength(GEO_CELL_PRECISION);
  });
});

describe('distanceMiles', () => {
  it('measures Austin to Houston as about 146 miles', () => {
    const miles = distanceMiles({ lat: 30.27, lng: -97.74 }, { lat: 29.76, lng: -95.37 });
    expect(miles).toBeGreaterThan(140);
    expect(miles).toBeLessThan(150);
  });

  it('is zero from a point to itself', () => {
    expect(distanceMiles({ lat: 40, lng: -74 }, { lat: 40, lng: -74 })).toBe(0);
  });
});

describe('cellsCoveringCircle', () => {
  const austin = { lat: 30.27, lng: -97.74 };

  it('starts with the cell of the centre', () => {
    expect(cellsCoveringCircle(austin, 25)[0]).toBe(encodeGeohash(austin));
  });

  it('covers every point inside the circle', () => {
    // Prepare: points on rings inside the radius.
    const cells = new Set(cellsCoveringCircle(austin, 25));
    for (let step = 0; step < 36; step += 1) {
      const angle = (step * Math.PI) / 18;
      for (const fraction of [0.3, 0.6, 0.95]) {
        const point = {
          lat: austin.lat + ((fraction * 25) / 69) * Math.sin(angle),
          lng:
            austin.lng + ((fraction * 25) / (69 * Math.cos((austin.lat * Math.PI) / 180))) * Math.cos(angle),
        };
        // Assess
        expect(distanceMiles(austin, point)).toBeLessThanOrEqual(25);
        expect(cells.has(encodeGeohash(point))).toBe(true);
      }
    }
  });

  it('keeps the number of cells bounded for the largest radius', () => {
    expect(cellsCoveringCircle(austin, 50).length).toBeLessThan(70);
    expect(new Set(cellsCoveringCircle(austin, 50)).size).toBe(cellsCoveringCircle(austin, 50).length);
  });
});

describe('cellSize', () => {
  it('halves the cells of one precision into 32 of the next', () => {
    const coarse = cellSize(3);
    const fine = cellSize(4);
    expect((coarse.lat / fine.lat) * (coarse.lng / fine.lng)).toBe(32);
  });
});

describe('cellsCoveringBox', () => {
  const downtownAustin = { west: -97.76, south: 30.25, east: -97.7, north: 30.3 };

  it('lists every cell a box touches, each holding a point of the box, in hash order', () => {
    const cells = cellsCoveringBox(downtownAustin, 4, 24)!;

    for (const corner of [
      { lat: 30.25, lng: -97.76 },
      { lat: 30.3, lng: -97.7 },
      { lat: 30.27, lng: -97.74 },
    ]) {
      expect(cells).toContain(encodeGeohash(corner, 4));
    }
    expect(cells).toEqual([...cells].sort());
    expect(new Set(cells).size).toBe(cells.length);
  });

  it('answers null, listing nothing, when more cells than allowed touch the box', () => {
    expect(cellsCoveringBox({ west: -180, south: -90, east: 180, north: 90 }, 4, 24)).toBeNull();
    expect(cellsCoveringBox({ west: -125, south: 24, east: -66, north: 50 }, 3, 32)).toBeNull();
  });
});

describe('isInBox', () => {
  it('includes the edges and excludes points beyond them', () => {
    const box = { west: -98, south: 30, east: -97, north: 31 };
    expect(isInBox({ lat: 30, lng: -98 }, box)).toBe(true);
    expect(isInBox({ lat: 30.5, lng: -97.5 }, box)).toBe(true);
    expect(isInBox({ lat: 31.01, lng: -97.5 }, box)).toBe(false);
    expect(isInBox({ lat: 30.5, lng: -96.9 }, box)).toBe(false);
  });
});
