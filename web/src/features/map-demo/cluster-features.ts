/**
 * The worker's packed clusters as the GeoJSON a plain (unclustered) maplibre source draws, with the
 * properties the map kit's cluster markers read (`cluster`, `cluster_id`, `point_count`).
 */
import type { FeatureCollection, Point } from 'geojson';
import { CLUSTER_STRIDE } from './cluster-stride';

export interface DemoPointProperties {
  cluster: boolean;
  cluster_id: number;
  point_count: number;
}

/** One feature per packed row: a cluster (id ≥ 0) or a lone point. */
export function packedClustersToFeatures(
  packed: Float64Array,
): FeatureCollection<Point, DemoPointProperties> {
  const features: FeatureCollection<Point, DemoPointProperties>['features'] = [];
  for (let offset = 0; offset + CLUSTER_STRIDE <= packed.length; offset += CLUSTER_STRIDE) {
    const clusterId = packed[offset + 3] as number;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [packed[offset] as number, packed[offset + 1] as number] },
      properties: {
        cluster: clusterId >= 0,
        cluster_id: clusterId,
        point_count: packed[offset + 2] as number,
      },
    });
  }
  return { type: 'FeatureCollection', features };
}
