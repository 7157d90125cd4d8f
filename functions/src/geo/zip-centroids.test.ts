import { decodeZipCentroids, encodeZipCentroids } from './zip-centroid-codec';
import { zipCentroid, zipCentroidCount, zipsNear } from './zip-centroids';

describe('zip centroid codec', () => {
  it('round-trips ZIPs and coordinates to a hundredth of a degree', () => {
    // Prepare
    const centroids = [
      { zip: '00501', lat: 40.8154, lng: -73.0451 },
      { zip: '99950', lat: 55.5421, lng: -131.4321 },
      { zip: '78701', lat: 30.2713, lng: -97.7426 },
    ];
    // Act
    const decoded = decodeZipCentroids(encodeZipCentroids(centroids));
    // Assess
    expect(decoded.get('00501')).toEqual([40.82, -73.05]);
    expect(decoded.get('78701')).toEqual([30.27, -97.74]);
    expect(decoded.get('99950')).toEqual([55.54, -131.43]);
    expect(decoded.size).toBe(3);
  });

  it('refuses truncated data', () => {
    const bytes = encodeZipCentroids([{ zip: '12345', lat: 1000, lng: -1000 }]);
    expect(() => decodeZipCentroids(bytes.slice(0, bytes.length - 1))).toThrow('Truncated');
  });
});

describe('zipCentroid', () => {
  it('knows the shipped ZIPs', () => {
    expect(zipCentroidCount()).toBeGreaterThan(40_000);
    expect(zipCentroid('10001')).toEqual({ lat: 40.75, lng: -74 });
    expect(zipCentroid('78701')).toEqual({ lat: 30.27, lng: -97.74 });
  });

  it('answers null for a ZIP that does not exist', () => {
    expect(zipCentroid('00000')).toBeNull();
  });
});

describe('zipsNear', () => {
  const downtownAustin = { lat: 30.27, lng: -97.74 };

  it('answers the ZIPs within the radius, nearest first, each with its distance', () => {
    // Act
    const near = zipsNear(downtownAustin, 5, 1000);

    // Assess
    expect(near[0]).toMatchObject({ distanceMiles: 0, point: downtownAustin });
    expect(near.map((zip) => zip.zipCode)).toContain('78701');
    expect(near.map((zip) => zip.zipCode)).not.toContain('10001');
    expect(near.every((zip) => zip.distanceMiles <= 5)).toBe(true);
    const distances = near.map((zip) => zip.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(near.length).toBeGreaterThan(5);
  });

  it('stops at the limit, keeping the nearest', () => {
    // Act
    const all = zipsNear(downtownAustin, 30, 1000);
    const three = zipsNear(downtownAustin, 30, 3);

    // Assess
    expect(three).toEqual(all.slice(0, 3));
  });

  it('answers none where no ZIP is within the radius (mid-Pacific)', () => {
    expect(zipsNear({ lat: 0, lng: -150 }, 30, 10)).toEqual([]);
  });
});
