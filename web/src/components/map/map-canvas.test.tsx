import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { MapCanvas, mapCanvasClassName, MapLoading } from './map-canvas';

describe('MapCanvas', () => {
  it('is a named region with its test id, and leaves data-ready off when the caller gives none', () => {
    const containerRef = createRef<HTMLDivElement>();

    render(
      <MapCanvas containerRef={containerRef} failed={false} className="some-map" label="Map" testId="m" />,
    );

    const region = screen.getByRole('region', { name: 'Map' });
    expect(containerRef.current).toBe(region);
    expect(region).toHaveAttribute('data-testid', 'm');
    expect(region).not.toHaveAttribute('data-ready');
    expect(region).toHaveClass('map-canvas', 'some-map');
  });
});

describe('MapLoading', () => {
  it("stands in the map's box while its chunk loads", () => {
    render(<MapLoading className="some-map">Loading map…</MapLoading>);

    expect(screen.getByText('Loading map…')).toHaveClass('map-canvas', 'map-canvas--loading', 'some-map');
  });
});

describe('mapCanvasClassName', () => {
  it("puts the kit's box and its state before the caller's class", () => {
    expect(mapCanvasClassName('some-map')).toBe('map-canvas some-map');
    expect(mapCanvasClassName('some-map', 'failed')).toBe('map-canvas map-canvas--failed some-map');
  });
});
