import { packedClustersToFeatures } from './cluster-features';

describe('packedClustersToFeatures', () => {
  it('turns each packed row into a cluster or a lone point the cluster markers can read', () => {
    const packed = new Float64Array([-97.7, 30.2, 120, 33, -95.3, 29.7, 1, -1]);
    expect(packedClustersToFeatures(packed)).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [-97.7, 30.2] },
          properties: { cluster: true, cluster_id: 33, point_count: 120 },
        },
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [-95.3, 29.7] },
          properties: { cluster: false, cluster_id: -1, point_count: 1 },
        },
      ],
    });
  });

  it('answers no features for no clusters', () => {
    expect(packedClustersToFeatures(new Float64Array(0)).features).toEqual([]);
  });
});
