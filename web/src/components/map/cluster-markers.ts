/**
 * Cluster counts as HTML markers over a clustered GeoJSON source: the base style has no glyph fonts
 * (it renders offline), and a button is focusable and named for screen readers, which a symbol layer
 * is not. Only imported from lazily loaded map chunks.
 */
import { Marker, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl/dist/maplibre-gl-csp';

/** What maplibre puts on a cluster feature, plus any summed `clusterProperties` of the source. */
export interface ClusterProperties {
  cluster_id: number;
  point_count: number;
  [summed: string]: unknown;
}

export interface ClusterMarkerOptions {
  /** The clustered GeoJSON source. */
  sourceId: string;
  /** The text inside the marker; by default the number of points (`point_count`). */
  text?: (cluster: ClusterProperties) => string;
  /** The marker's accessible name, e.g. "12 listings here, zoom in". */
  label: (cluster: ClusterProperties) => string;
  /**
   * The zoom at which a cluster splits, for clusters computed outside maplibre (the map demo's
   * worker); by default the clustered source's own.
   */
  expansionZoom?: (clusterId: number) => Promise<number>;
}

/** Zooms in far enough to split a cluster. */
export async function expandCluster(
  map: MapLibreMap,
  sourceId: string,
  clusterId: number,
  center: [number, number],
): Promise<void> {
  const source = map.getSource<GeoJSONSource>(sourceId);
  if (!source) return;
  const zoom = await source.getClusterExpansionZoom(clusterId);
  map.easeTo({ center, zoom });
}

const pointCount = (cluster: ClusterProperties) => String(cluster.point_count);

/**
 * Keeps one button per cluster on screen in step with the source (added on the first render after
 * its data, tiles or zoom changed, removed when the cluster is gone); a click expands the cluster. Returns the function that removes them.
 */
export function addClusterMarkers(
  map: MapLibreMap,
  { sourceId, text = pointCount, label, expansionZoom }: ClusterMarkerOptions,
): () => void {
  // Keyed by id and text: after a setData a new cluster may reuse an old one's id.
  const markers = new Map<string, Marker>();
  const sync = () => {
    if (!map.getSource(sourceId)) return;
    const seen = new Set<string>();
    for (const feature of map.querySourceFeatures(sourceId)) {
      const properties = feature.properties as Partial<ClusterProperties> & { cluster?: boolean };
      if (!properties.cluster || properties.cluster_id === undefined) continue;
      const cluster = { ...properties, point_count: properties.point_count ?? 0 } as ClusterProperties;
      const clusterId = cluster.cluster_id;
      const center = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
      const shown = text(cluster);
      const name = label(cluster);
      const key = [clusterId, shown, name].join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      if (markers.has(key)) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'cluster-marker';
      button.textContent = shown;
      button.setAttribute('aria-label', name);
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        if (expansionZoom) void expansionZoom(clusterId).then((zoom) => map.easeTo({ center, zoom }));
        else void expandCluster(map, sourceId, clusterId, center);
      });
      markers.set(key, new Marker({ element: button }).setLngLat(center).addTo(map));
    }
    for (const [key, marker] of markers) {
      if (seen.has(key)) continue;
      marker.remove();
      markers.delete(key);
    }
  };
  // Which clusters exist changes only when the source's data or tiles change or the zoom moves;
  // a pan over loaded tiles changes none, and maplibre moves the markers themselves. Querying the
  // source on each of a pan's frames cost more than drawing them in software WebGL (see
  // docs/benchmarks.md "Map demo"), so a render syncs only after one of those changes.
  let stale = true;
  const markStale = () => {
    stale = true;
  };
  const markStaleIfOurs = (event: { sourceId?: string }) => {
    if (event.sourceId === sourceId) stale = true;
  };
  const syncIfStale = () => {
    if (!stale) return;
    stale = false;
    sync();
  };
  map.on('sourcedata', markStaleIfOurs);
  map.on('zoom', markStale);
  map.on('moveend', markStale);
  map.on('render', syncIfStale);
  return () => {
    map.off('sourcedata', markStaleIfOurs);
    map.off('zoom', markStale);
    map.off('moveend', markStale);
    map.off('render', syncIfStale);
    for (const marker of markers.values()) marker.remove();
    markers.clear();
  };
}
