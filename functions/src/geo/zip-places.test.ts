import { zipCentroidCount } from './zip-centroids';
import { decodeZipPlaces, encodeZipPlaces } from './zip-place-codec';
import { centralZipOfCity, zipPlace, zipPlaceCount, zipStates, zipsOfState } from './zip-places';

describe('zip place codec', () => {
  it('round-trips ZIPs with their city and state', () => {
    const places = [
      { zip: '78701', city: 'Austin', state: 'TX' },
      { zip: '00501', city: 'Holtsville', state: 'NY' },
      { zip: '78702', city: 'Austin', state: 'TX' },
    ];
    const decoded = decodeZipPlaces(encodeZipPlaces(places));
    expect(decoded.get('00501')).toEqual({ city: 'Holtsville', state: 'NY' });
    expect(decoded.get('78702')).toEqual({ city: 'Austin', state: 'TX' });
    expect(decoded.size).toBe(3);
  });

  it('refuses data without its header', () => {
    expect(() => decodeZipPlaces(new Uint8Array([1, 2, 3]))).toThrow('Truncated');
  });
});

describe('zipPlace', () => {
  it('knows at least every ZIP the centroids know', () => {
    expect(zipPlaceCount()).toBeGreaterThanOrEqual(zipCentroidCount());
    expect(zipPlace('78701')).toEqual({ city: 'Austin', state: 'TX' });
    expect(zipPlace('10001')).toEqual({ city: 'New York City', state: 'NY' });
    expect(zipPlace('00000')).toBeNull();
  });

  it('lists the ZIPs of a state', () => {
    const texas = zipsOfState('tx');
    expect(texas).toContain('78701');
    expect(texas.every((zip) => zipPlace(zip)?.state === 'TX')).toBe(true);
  });
});

describe('centralZipOfCity', () => {
  it('picks one of the city’s own ZIPs, whatever the spacing and case', () => {
    const zip = centralZipOfCity('tx', '  AUSTIN ');
    expect(zip).not.toBeNull();
    expect(zipPlace(zip!)).toEqual({ city: 'Austin', state: 'TX' });
    expect(centralZipOfCity('TX', 'Austin')).toBe(zip);
  });

  it('answers null for a city the data does not know', () => {
    expect(centralZipOfCity('TX', 'Atlantis')).toBeNull();
  });
});

describe('zipStates', () => {
  it('lists every state code the data places a ZIP in, once each, sorted', () => {
    // Act
    const states = zipStates();

    // Assess
    expect(states).toEqual(expect.arrayContaining(['TX', 'WY', 'DC']));
    expect(new Set(states).size).toBe(states.length);
    expect(states).toEqual([...states].sort());
    expect(states.reduce((sum, state) => sum + zipsOfState(state).length, 0)).toBe(zipPlaceCount());
  });
});
