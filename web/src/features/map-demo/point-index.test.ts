import { CLUSTER_STRIDE } from './cluster-stride';
import { buildPointIndex, clustersInView, type Bbox } from './point-index';
import { generateSyntheticPoints } from './synthetic-points';

const WORLD: Bbox = [-180, -85, 180, 85];

/** The packed answer as rows. */
function rows(packed: Float64Array) {
  const result = [];
  for (let offset = 0; offset < packed.length; offset += CLUSTER_STRIDE) {
    result.push({
      lng: packed[offset] as number,
      lat: packed[offset + 1] as number,
      count: packed[offset + 2] as number,
      clusterId: packed[offset + 3] as number,
    });
  }
  return result;
}

describe('the map demo point index', () => {
  const points = generateSyntheticPoints(2_000);
  const index = buildPointIndex(points);

  it('accounts for every point in the clusters of the whole map, in far fewer markers', () => {
    const clusters = rows(clustersInView(index, WORLD, 3));
    expect(clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(2_000);
    expect(clusters.length).toBeLessThan(200);
    expect(clusters.some((cluster) => cluster.count > 1 && cluster.clusterId >= 0)).toBe(true);
  });

  it('marks lone points with count 1 and no cluster id', () => {
    const clusters = rows(clustersInView(index, WORLD, 20));
    expect(clusters).toHaveLength(2_000);
    expect(clusters.every((cluster) => cluster.count === 1 && cluster.clusterId === -1)).toBe(true);
  });

  it('answers only what lies in the view', () => {
    // Around New York only.
    const view: Bbox = [-75, 40, -73, 41.5];
    const clusters = rows(clustersInView(index, view, 8));
    expect(clusters.length).toBeGreaterThan(0);
    for (const cluster of clusters) {
      expect(cluster.lng).toBeGreaterThanOrEqual(-75);
      expect(cluster.lng).toBeLessThanOrEqual(-73);
    }
  });

  it('accepts a view wider than the world, as a map zoomed far out has', () => {
    const clusters = rows(clustersInView(index, [-400, -100, 400, 100], 0));
    expect(clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(2_000);
  });
});
