import { buyerPointFeatures, clusterText, demandSummaryCounts } from './buyer-map-features';
import { makeZipRow } from './test/zip-rows';

describe('buyer map points', () => {
  it('puts each ZIP at its centre and counts a hidden ZIP as 0 shown buyers and 1 hidden ZIP', () => {
    const features = buyerPointFeatures([makeZipRow(), makeZipRow({ zipCode: '78702', buyers: null })]);

    expect(features.features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-97.74, 30.27] },
        properties: { zipCode: '78701', shownBuyers: 42, hiddenZips: 0 },
      },
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-97.74, 30.27] },
        properties: { zipCode: '78702', shownBuyers: 0, hiddenZips: 1 },
      },
    ]);
  });

  it('writes a cluster holding hidden ZIPs with a "+"', () => {
    expect(clusterText(53, 0)).toBe('53');
    expect(clusterText(53, 2)).toBe('53+');
  });

  it('counts the ZIPs and those with fewer than 11 for the summary', () => {
    expect(
      demandSummaryCounts([makeZipRow(), makeZipRow({ buyers: null }), makeZipRow({ buyers: null })]),
    ).toEqual({ zips: 3, hidden: 2 });
  });
});
