import { render, screen } from '@testing-library/react';
import { MapErrorBoundary } from './map-failed';

function Broken(): never {
  throw new Error('no WebGL');
}

describe('MapErrorBoundary', () => {
  it('shows "Failed to load map" in the map\'s place when the map cannot start', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    render(
      <MapErrorBoundary className="some-map">
        <Broken />
      </MapErrorBoundary>,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load map');
    expect(alert).toHaveClass('some-map');
  });
});
