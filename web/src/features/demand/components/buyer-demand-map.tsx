/**
 * The buyer map (docs/requirements.md#r6-6): one point per ZIP at its centre, sized and coloured by
 * its buyers, clustered with the sum of the buyers shown ("+" when hidden counts are inside). Built
 * on the map kit; only ever imported dynamically from the /buyers page, so maplibre stays in this
 * chunk (docs/requirements.md#e6-4).
 */
import {
  Popup,
  type ExpressionSpecification,
  type GeoJSONSource,
  type Map as MapLibreMap,
} from 'maplibre-gl/dist/maplibre-gl-csp';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZipDemandRow } from '#shared/demand/demand';
import { fitBoundsOf } from '../../../components/map/base-map';
import { clusterCircleLayer } from '../../../components/map/cluster-circle-layer';
import { addClusterMarkers, expandCluster } from '../../../components/map/cluster-markers';
import { boundsOf, EMPTY_FEATURES } from '../../../components/map/geometry';
import { MapCanvas } from '../../../components/map/map-canvas';
import { useBaseMap } from '../../../components/map/use-base-map';
import { useLatest } from '../../../components/map/use-latest';
import { paths } from '../../../lib/paths/paths';
import { BUYER_CLUSTER_SUMS, buyerPointFeatures, clusterText } from '../buyer-map-features';
import { formatAverage, formatBuyers } from '../demand-format';

export interface BuyerDemandMapProps {
  rows: readonly ZipDemandRow[];
  /** Opens a ZIP's page from its popup (inside the SPA, no reload). */
  onOpenZip: (zipCode: string) => void;
}

const SOURCE = 'buyer-demand';
const CLUSTER_LAYER = 'buyer-clusters';
const POINT_LAYER = 'buyer-points';
/** The shown-count colour scale: light to dark teal as buyers grow. */
const BUYER_COLOURS: ExpressionSpecification = [
  'step',
  ['get', 'shownBuyers'],
  '#7fc4bd',
  25,
  '#3a9a92',
  100,
  '#1f6f69',
  500,
  '#0f4a46',
];

function addBuyerLayers(map: MapLibreMap): void {
  map.addSource(SOURCE, {
    type: 'geojson',
    data: EMPTY_FEATURES,
    cluster: true,
    clusterRadius: 50,
    clusterMaxZoom: 10,
    clusterProperties: BUYER_CLUSTER_SUMS as unknown as Record<string, unknown>,
  });
  // Bigger sums, bigger circles: from 100 and from 1,000 buyers shown.
  map.addLayer(
    clusterCircleLayer({ id: CLUSTER_LAYER, source: SOURCE, sizedBy: 'shownBuyers', steps: [100, 1000] }),
  );
  map.addLayer({
    id: POINT_LAYER,
    type: 'circle',
    source: SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      // Hidden counts ("fewer than 11"): a small neutral circle; shown ones by their size.
      'circle-color': ['case', ['==', ['get', 'hiddenZips'], 1], '#9aa9b5', BUYER_COLOURS],
      'circle-radius': [
        'case',
        ['==', ['get', 'hiddenZips'], 1],
        5,
        ['interpolate', ['linear'], ['sqrt', ['get', 'shownBuyers']], 3.3, 7, 10, 13, 30, 22],
      ],
      'circle-opacity': 0.9,
      'circle-stroke-color': '#14212b',
      'circle-stroke-width': 1,
    },
  });
}

/** The map of buyers per ZIP, its clusters and the ZIP popups. */
export default function BuyerDemandMap({ rows, onOpenZip }: BuyerDemandMapProps) {
  const { t, i18n } = useTranslation('demand');
  const rowsByZip = useMemo(() => new Map(rows.map((row) => [row.zipCode, row])), [rows]);
  const latest = useLatest({ rowsByZip, onOpenZip, t, language: i18n.language });

  /** A ZIP's figures and the link to its page, in the current language. */
  const popupContent = (row: ZipDemandRow): HTMLElement => {
    const { t: translate, language, onOpenZip: open } = latest.current;
    const box = document.createElement('div');
    box.className = 'buyer-map-popup';
    const line = (text: string, className?: string) => {
      const paragraph = document.createElement('p');
      paragraph.textContent = text;
      if (className) paragraph.className = className;
      box.append(paragraph);
    };
    line(
      translate('map.popupPlace', { zipCode: row.zipCode, city: row.city, state: row.state }),
      'buyer-map-popup__place',
    );
    line(
      translate('map.buyers', {
        buyers: formatBuyers(row.buyers, language, translate('fewerThanMinimum')),
      }),
    );
    if (row.averageDownPayment !== null)
      line(
        translate('map.averageDownPayment', {
          amount: formatAverage(row.averageDownPayment, language, ''),
        }),
      );
    if (row.averageMonthlyPayment !== null)
      line(
        translate('map.averageMonthlyPayment', {
          amount: formatAverage(row.averageMonthlyPayment, language, ''),
        }),
      );
    const link = document.createElement('a');
    link.href = paths.zipAnalytics(row.zipCode);
    link.className = 'map-popup__link';
    link.textContent = translate('map.openZip', { zipCode: row.zipCode });
    link.addEventListener('click', (clickEvent) => {
      clickEvent.preventDefault();
      open(row.zipCode);
    });
    box.append(link);
    return box;
  };

  const features = useMemo(() => buyerPointFeatures(rows), [rows]);
  const showData = useCallback(
    (map: MapLibreMap) => {
      map.getSource<GeoJSONSource>(SOURCE)?.setData(features);
      const bounds = boundsOf(
        features.features.map((feature) => feature.geometry.coordinates as [number, number]),
      );
      if (bounds) fitBoundsOf(map, bounds, { maxZoom: 10 });
    },
    [features],
  );

  const { containerRef, ready, failed } = useBaseMap({
    onLoad: addBuyerLayers,
    showData,
    setup: (map) => {
      map.on('click', (event) => {
        if (!map.getLayer(CLUSTER_LAYER)) return;
        const hit = map.queryRenderedFeatures(event.point, { layers: [CLUSTER_LAYER, POINT_LAYER] })[0];
        if (!hit) return;
        const center = (hit.geometry as GeoJSON.Point).coordinates as [number, number];
        if (hit.layer.id === CLUSTER_LAYER) {
          void expandCluster(map, SOURCE, Number(hit.properties.cluster_id), center);
          return;
        }
        const row = latest.current.rowsByZip.get(String(hit.properties.zipCode));
        if (row) new Popup({ offset: 10 }).setLngLat(center).setDOMContent(popupContent(row)).addTo(map);
      });
      return addClusterMarkers(map, {
        sourceId: SOURCE,
        text: (cluster) => clusterText(Number(cluster.shownBuyers), Number(cluster.hiddenZips)),
        label: (cluster) =>
          latest.current.t(Number(cluster.hiddenZips) > 0 ? 'map.clusterWithHidden' : 'map.cluster', {
            count: Number(cluster.shownBuyers),
            zips: cluster.point_count,
          }),
      });
    },
  });

  return (
    <MapCanvas
      containerRef={containerRef}
      failed={failed}
      className="buyer-map__canvas"
      label={t('map.label')}
      testId="buyer-demand-map"
      ready={ready}
    />
  );
}
