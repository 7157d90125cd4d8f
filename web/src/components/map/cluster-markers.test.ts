import type { Map as MapLibreMap } from 'maplibre-gl/dist/maplibre-gl-csp';
import { addClusterMarkers } from './cluster-markers';

// The kit's markers only need maplibre's Marker; the map below stands in for the rest.
jest.mock('maplibre-gl/dist/maplibre-gl-csp', () => ({
  Marker: class {
    setLngLat() {
      return this;
    }
    addTo() {
      return this;
    }
    remove() {}
  },
}));

/** A map that records its listeners, fires events on demand and answers one cluster for the source. */
function fakeMap() {
  const listeners = new Map<string, Set<(event: object) => void>>();
  const querySourceFeatures = jest.fn(() => [
    {
      properties: { cluster: true, cluster_id: 7, point_count: 12 },
      geometry: { type: 'Point', coordinates: [-97.7, 30.3] },
    },
  ]);
  const map = {
    on: (type: string, listener: (event: object) => void) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    off: (type: string, listener: (event: object) => void) => listeners.get(type)?.delete(listener),
    getSource: () => ({}),
    querySourceFeatures,
  };
  const fire = (type: string, event: object = {}) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  return { map: map as unknown as MapLibreMap, fire, querySourceFeatures };
}

const options = { sourceId: 'points', label: () => '12 points here, zoom in' };

describe('addClusterMarkers', () => {
  it('does not query the source on the frames of a pan over loaded tiles', () => {
    // Prepare
    const { map, fire, querySourceFeatures } = fakeMap();
    addClusterMarkers(map, options);
    fire('render');
    querySourceFeatures.mockClear();

    // Act
    for (let frame = 0; frame < 10; frame += 1) {
      fire('move');
      fire('render');
    }

    // Assess
    expect(querySourceFeatures).not.toHaveBeenCalled();
  });

  it('syncs on the next render after its source loads data, the zoom changes or the map stops', () => {
    // Prepare
    const { map, fire, querySourceFeatures } = fakeMap();
    addClusterMarkers(map, options);
    fire('render');
    querySourceFeatures.mockClear();

    // Act
    fire('sourcedata', { sourceId: 'other' });
    fire('render');
    fire('sourcedata', { sourceId: 'points' });
    fire('render');
    fire('zoom');
    fire('render');
    fire('moveend');
    fire('render');

    // Assess
    expect(querySourceFeatures).toHaveBeenCalledTimes(3);
  });

  it('stops listening once removed', () => {
    // Prepare
    const { map, fire, querySourceFeatures } = fakeMap();
    const remove = addClusterMarkers(map, options);
    remove();

    // Act
    fire('sourcedata', { sourceId: 'points' });
    fire('render');

    // Assess
    expect(querySourceFeatures).not.toHaveBeenCalled();
  });
});
