import { CLUSTER_COLOUR, clusterCircleLayer } from './cluster-circle-layer';

describe('clusterCircleLayer', () => {
  it('sizes maplibre clusters in three steps by the named property, in the shared colour', () => {
    // Act
    const layer = clusterCircleLayer({ id: 'c', source: 's', sizedBy: 'members', steps: [10, 50] });

    // Assess
    expect(layer).toMatchObject({ id: 'c', type: 'circle', source: 's', filter: ['has', 'point_count'] });
    expect(layer.paint).toMatchObject({
      'circle-color': CLUSTER_COLOUR,
      'circle-radius': ['step', ['get', 'members'], 16, 10, 22, 50, 30],
    });
  });

  it('takes another colour and another cluster filter', () => {
    // Act
    const layer = clusterCircleLayer({
      id: 'c',
      source: 's',
      sizedBy: 'point_count',
      steps: [100, 1000],
      colour: '#1f5f4a',
      filter: ['==', ['get', 'cluster'], true],
    });

    // Assess
    expect(layer.filter).toEqual(['==', ['get', 'cluster'], true]);
    expect(layer.paint?.['circle-color']).toBe('#1f5f4a');
  });
});
