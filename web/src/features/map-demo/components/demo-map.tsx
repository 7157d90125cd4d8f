/**
 * The map demo's map, on the map kit (web/src/components/map): only imported lazily from the demo
 * page, so maplibre stays in the map pages' chunks (docs/requirements.md#e6-4). It draws whatever
 * clusters the page hands it (computed in the page's worker) on a plain source, and gives the page
 * the handle it times: draw and wait for the map to settle, the current view, and the pan test.
 */
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl/dist/maplibre-gl-csp';
import { useTranslation } from 'react-i18next';
import { US_VIEW } from '../../../components/map/base-map';
import { clusterCircleLayer } from '../../../components/map/cluster-circle-layer';
import { addClusterMarkers } from '../../../components/map/cluster-markers';
import { EMPTY_FEATURES } from '../../../components/map/geometry';
import { MapCanvas } from '../../../components/map/map-canvas';
import { useBaseMap } from '../../../components/map/use-base-map';
import { useLatest } from '../../../components/map/use-latest';
import { packedClustersToFeatures } from '../cluster-features';
import { framesPerSecond } from '../demo-metrics';
import type { Bbox } from '../point-index';

/** The map's view, as the worker is asked for it. */
export interface DemoView {
  bbox: Bbox;
  zoom: number;
}

/** What the page drives and times. */
export interface DemoMapHandle {
  /** Back to the whole contiguous US, so every run draws the same view. */
  resetView(): void;
  view(): DemoView;
  /** Draws the clusters; resolves once the map has drawn them and settled ('idle'). */
  showClusters(packed: Float64Array): Promise<void>;
  /** Pans the map for `durationMs` and answers the frames per second it drew meanwhile. */
  panTest(durationMs: number): Promise<number | null>;
}

export interface DemoMapProps {
  /** The map is ready to draw (its style has loaded). */
  onReady: (handle: DemoMapHandle) => void;
  /** The user (or the pan test) moved the map: the page asks the worker for the new view's clusters. */
  onMoveEnd: (view: DemoView) => void;
  /** The zoom at which a cluster splits, from the worker's index. */
  expansionZoom: (clusterId: number) => Promise<number>;
}

const POINTS_SOURCE = 'demo-points';

function addPointLayers(map: MapLibreMap): void {
  map.addSource(POINTS_SOURCE, { type: 'geojson', data: EMPTY_FEATURES });
  // The worker's clusters are plain features marked `cluster`; from 100 and from 1,000 points.
  map.addLayer(
    clusterCircleLayer({
      id: 'demo-clusters',
      source: POINTS_SOURCE,
      sizedBy: 'point_count',
      steps: [100, 1000],
      filter: ['==', ['get', 'cluster'], true],
    }),
  );
  map.addLayer({
    id: 'demo-points',
    type: 'circle',
    source: POINTS_SOURCE,
    filter: ['!=', ['get', 'cluster'], true],
    paint: {
      'circle-color': '#f5b642',
      'circle-radius': 5,
      'circle-stroke-color': '#14212b',
      'circle-stroke-width': 1,
    },
  });
}

function currentView(map: MapLibreMap): DemoView {
  const bounds = map.getBounds();
  return {
    bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
    zoom: map.getZoom(),
  };
}

/** Resolves on the map's next 'idle' (everything drawn, nothing moving) after the current call stack. */
function nextIdle(map: MapLibreMap): Promise<void> {
  return new Promise((resolve) => map.once('idle', () => resolve()));
}

function createHandle(map: MapLibreMap): DemoMapHandle {
  return {
    resetView: () => map.jumpTo(US_VIEW),
    view: () => currentView(map),
    showClusters: (packed) => {
      const settled = nextIdle(map);
      map.getSource<GeoJSONSource>(POINTS_SOURCE)?.setData(packedClustersToFeatures(packed));
      return settled;
    },
    panTest: (durationMs) =>
      new Promise((resolve) => {
        const frames: number[] = [];
        const onRender = () => frames.push(performance.now());
        map.on('render', onRender);
        map.once('moveend', () => {
          map.off('render', onRender);
          resolve(framesPerSecond(frames));
        });
        // Half a screen east at an even pace; `essential` so a reduced-motion setting does not skip it.
        map.panBy([map.getContainer().clientWidth / 2, 0], {
          duration: durationMs,
          easing: (progress) => progress,
          essential: true,
        });
      }),
  };
}

/** The demo's map; the page draws on it through the handle it gets from `onReady`. */
export default function DemoMap({ onReady, onMoveEnd, expansionZoom }: DemoMapProps) {
  const { t, i18n } = useTranslation('map-demo');
  const latest = useLatest({ onReady, onMoveEnd, expansionZoom, t, language: i18n.language });
  const { containerRef, failed } = useBaseMap({
    onLoad: (map) => {
      addPointLayers(map);
      map.on('moveend', () => latest.current.onMoveEnd(currentView(map)));
      latest.current.onReady(createHandle(map));
    },
    setup: (map) =>
      addClusterMarkers(map, {
        sourceId: POINTS_SOURCE,
        text: (cluster) =>
          new Intl.NumberFormat(latest.current.language, { notation: 'compact' }).format(cluster.point_count),
        label: (cluster) => latest.current.t('map.cluster', { count: cluster.point_count }),
        expansionZoom: (clusterId) => latest.current.expansionZoom(clusterId),
      }),
  });

  return (
    <MapCanvas
      containerRef={containerRef}
      failed={failed}
      className="demo-map"
      label={t('map.label')}
      testId="demo-map"
    />
  );
}
