/**
 * The map demo's clustering: supercluster, run inside the demo's own worker rather than maplibre's
 * GeoJSON-source clustering. With maplibre's, every point would cross to its worker as a GeoJSON
 * object (1M points: hundreds of MB cloned) and be re-indexed on every setData; here the points stay
 * in one worker as a typed array, the index is built once and timed on its own, and only the clusters
 * of the view come back to the page, packed in a transferable Float64Array.
 */
import { CLUSTER_STRIDE } from './cluster-stride';
import Supercluster, { type ClusterProperties, type PointFeature } from 'supercluster';

/**
 * Beyond this zoom every point is drawn on its own. The browse map's clusterMaxZoom too; most of the
 * index build is spent on the zooms above it, where nearby points barely merge (100k points: about
 * 2.5 s to zoom 16, 1 s to zoom 12, on a busy machine), and a view at zoom 13 holds at most a few
 * thousand points even at 1M.
 */
export const INDEX_MAX_ZOOM = 12;
/** Cluster radius in pixels (on 512-pixel tiles, maplibre's zoom scale). */
const CLUSTER_RADIUS_PX = 60;

/** `[west, south, east, north]` in degrees. */
export type Bbox = [number, number, number, number];

export type PointIndex = Supercluster<null, Record<string, never>>;

/** Indexes the flat `[lng, lat, …]` points for clustering at every zoom up to INDEX_MAX_ZOOM. */
export function buildPointIndex(coordinates: Float64Array): PointIndex {
  const count = coordinates.length / 2;
  const features = new Array<PointFeature<null>>(count);
  for (let index = 0; index < count; index += 1) {
    features[index] = {
      type: 'Feature',
      properties: null,
      geometry: {
        type: 'Point',
        coordinates: [coordinates[index * 2] as number, coordinates[index * 2 + 1] as number],
      },
    };
  }
  return new Supercluster<null, Record<string, never>>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: INDEX_MAX_ZOOM,
  }).load(features);
}

/** The clusters and lone points inside `bbox` at `zoom`, packed CLUSTER_STRIDE numbers each. */
export function clustersInView(index: PointIndex, bbox: Bbox, zoom: number): Float64Array {
  const [west, south, east, north] = bbox;
  // Zoomed far out a view can span more than the world; supercluster wants -180..180 and -90..90.
  const clamped: Bbox = [
    Math.max(-180, west),
    Math.max(-90, south),
    Math.min(180, east),
    Math.min(90, north),
  ];
  const features = index.getClusters(clamped, zoom);
  const packed = new Float64Array(features.length * CLUSTER_STRIDE);
  features.forEach((feature, position) => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties as Partial<ClusterProperties> | null;
    const offset = position * CLUSTER_STRIDE;
    packed[offset] = lng;
    packed[offset + 1] = lat;
    packed[offset + 2] = properties?.cluster ? (properties.point_count ?? 1) : 1;
    packed[offset + 3] = properties?.cluster ? (properties.cluster_id ?? -1) : -1;
  });
  return packed;
}
