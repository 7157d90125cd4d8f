/**
 * The Owners Club map (docs/demand.md "Owners Club map"), on the map kit (web/src/components/map):
 * one point per ZIP, clustered with the members summed, and a ZIP's names in a popup. Only ever
 * imported dynamically, so maplibre and its CSS stay out of every other chunk
 * (docs/requirements.md#e6-4). The list beside it says the same for screen readers and phones.
 */
import { Popup, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl/dist/maplibre-gl-csp';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fitBoundsOf } from '../../../components/map/base-map';
import { clusterCircleLayer } from '../../../components/map/cluster-circle-layer';
import { addClusterMarkers, expandCluster } from '../../../components/map/cluster-markers';
import { EMPTY_FEATURES } from '../../../components/map/geometry';
import { MapCanvas } from '../../../components/map/map-canvas';
import { useBaseMap } from '../../../components/map/use-base-map';
import { useLatest } from '../../../components/map/use-latest';
import {
  ownerLocationsBounds,
  ownerLocationsToFeatures,
  placeOf,
  type OwnerLocationPoint,
  type OwnerMarkerProperties,
} from '../owner-map-geometry';

export interface OwnerLocationsMapProps {
  points: readonly OwnerLocationPoint[];
}

const MEMBERS_SOURCE = 'owner-locations';
const CLUSTER_LAYER = 'owner-clusters';
const POINT_LAYER = 'owner-points';

/** Adds the clustered members source (members summed per cluster) and its layers. */
function addMemberLayers(map: MapLibreMap): void {
  map.addSource(MEMBERS_SOURCE, {
    type: 'geojson',
    data: EMPTY_FEATURES,
    cluster: true,
    clusterRadius: 50,
    clusterMaxZoom: 11,
    clusterProperties: { members: ['+', ['get', 'members']] },
  });
  // More members, bigger circles: from 10 and from 50; green, so it never reads as the buyer map.
  map.addLayer(
    clusterCircleLayer({
      id: CLUSTER_LAYER,
      source: MEMBERS_SOURCE,
      sizedBy: 'members',
      steps: [10, 50],
      colour: '#1f5f4a',
    }),
  );
  map.addLayer({
    id: POINT_LAYER,
    type: 'circle',
    source: MEMBERS_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': '#f5b642',
      'circle-radius': ['step', ['get', 'members'], 8, 3, 11, 10, 14],
      'circle-stroke-color': '#14212b',
      'circle-stroke-width': 1.5,
    },
  });
}

/** A ZIP's popup: its place and its members' names, as text (never markup from the data). */
function popupContent(point: OwnerLocationPoint, heading: string): HTMLElement {
  const content = document.createElement('div');
  content.className = 'owner-map-popup';
  const title = document.createElement('p');
  title.className = 'owner-map-popup__title';
  title.textContent = heading;
  const list = document.createElement('ul');
  for (const name of point.members) {
    const item = document.createElement('li');
    item.textContent = name;
    list.append(item);
  }
  content.append(title, list);
  return content;
}

/** The members' ZIPs on a map of the US, fitted to them. */
export default function OwnerLocationsMap({ points }: OwnerLocationsMapProps) {
  const { t } = useTranslation('owners');
  // True once the members' points are on screen (the map has drawn after the data was set).
  const [drawn, setDrawn] = useState(false);
  const latest = useLatest({ points, t });
  const features = useMemo(() => ownerLocationsToFeatures(points), [points]);
  const showData = useCallback(
    (map: MapLibreMap) => {
      map.getSource<GeoJSONSource>(MEMBERS_SOURCE)?.setData(features);
      const bounds = ownerLocationsBounds(points);
      if (bounds) fitBoundsOf(map, bounds, { maxZoom: 9 });
      map.once('idle', () => setDrawn(true));
    },
    [features, points],
  );

  const { containerRef, failed } = useBaseMap({
    onLoad: addMemberLayers,
    showData,
    setup: (map) => {
      map.on('click', (event) => {
        if (!map.getLayer(CLUSTER_LAYER)) return;
        const [hit] = map.queryRenderedFeatures(event.point, { layers: [CLUSTER_LAYER, POINT_LAYER] });
        if (!hit) return;
        const center = (hit.geometry as GeoJSON.Point).coordinates as [number, number];
        if (hit.layer.id === CLUSTER_LAYER) {
          void expandCluster(map, MEMBERS_SOURCE, Number(hit.properties.cluster_id), center);
          return;
        }
        const { zipCode } = hit.properties as OwnerMarkerProperties;
        const point = latest.current.points.find((candidate) => candidate.zipCode === zipCode);
        if (!point) return;
        new Popup({ offset: 12 })
          .setLngLat(center)
          .setDOMContent(popupContent(point, placeOf(point)))
          .addTo(map);
      });
      const removeClusterMarkers = addClusterMarkers(map, {
        sourceId: MEMBERS_SOURCE,
        text: (cluster) => String(cluster.members),
        label: (cluster) => latest.current.t('locations.map.cluster', { count: Number(cluster.members) }),
      });
      return () => {
        removeClusterMarkers();
        setDrawn(false);
      };
    },
  });

  return (
    <MapCanvas
      containerRef={containerRef}
      failed={failed}
      className="owner-map"
      label={t('locations.map.label')}
      testId="owner-locations-map"
      ready={drawn}
    />
  );
}
