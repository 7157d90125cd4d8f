import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type React from 'react';
import { renderWithProviders } from '../../../test/render';
import { CLUSTER_STRIDE } from '../cluster-stride';
import { inProcessPointWorker } from '../testing/in-process-point-worker';
import type { DemoMapHandle } from './demo-map';
import MapDemoPage from './map-demo-page';

// The real worker module runs in-process; only the WebGL map is a stand-in (jsdom has no WebGL).
const mockStartPointWorker = jest.fn();
jest.mock('../start-point-worker', () => ({ startPointWorker: () => mockStartPointWorker() }));

const mockMap = {
  drawn: [] as Float64Array[],
  handle: null as DemoMapHandle | null,
};
jest.mock('./demo-map', () => {
  const { createElement, useEffect } = jest.requireActual<typeof React>('react');
  return {
    __esModule: true,
    default: function FakeDemoMap({ onReady }: { onReady: (handle: DemoMapHandle) => void }) {
      useEffect(() => {
        if (mockMap.handle) onReady(mockMap.handle);
      }, [onReady]);
      return createElement('div', { 'data-testid': 'demo-map' });
    },
  };
});

beforeEach(async () => {
  mockStartPointWorker.mockReturnValue(await inProcessPointWorker());
  mockMap.drawn = [];
  mockMap.handle = {
    resetView: jest.fn(),
    view: () => ({ bbox: [-130, 20, -60, 52], zoom: 3 }),
    showClusters: async (packed) => void mockMap.drawn.push(packed),
    panTest: jest.fn(async () => 47.25),
  };
});

/** The points the map was last handed, summed over its clusters. */
function pointsDrawn(): number {
  const packed = mockMap.drawn.at(-1) ?? new Float64Array(0);
  let total = 0;
  for (let offset = 2; offset < packed.length; offset += CLUSTER_STRIDE) total += packed[offset] as number;
  return total;
}

describe('MapDemoPage', () => {
  it('says it uses synthetic points only, and has no runs to show yet', async () => {
    renderWithProviders(<MapDemoPage />, { path: '/map-optimization-demo' });

    expect(screen.getByRole('heading', { name: 'Map optimization demo' })).toBeInTheDocument();
    expect(screen.getByTestId('map-demo-synthetic-note')).toHaveTextContent(/Synthetic points only/);
    expect(screen.getByText(/No runs yet/)).toBeInTheDocument();
    expect(await screen.findByTestId('demo-map')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pan test' })).toBeDisabled();
  });

  it('generates, clusters and draws the chosen number of points, then adds a row with its figures', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MapDemoPage />, { path: '/map-optimization-demo' });

    await user.click(screen.getByRole('radio', { name: '10,000' }));
    await user.click(await screen.findByRole('button', { name: 'Draw 10,000 points' }));

    const row = await screen.findByTestId('demo-result');
    expect(pointsDrawn()).toBe(10_000);
    expect(mockMap.handle?.resetView).toHaveBeenCalled();
    expect(row).toHaveAttribute('data-points', '10000');
    expect(Number(row.getAttribute('data-first-render-ms'))).toBeGreaterThanOrEqual(0);
    expect(row).not.toHaveAttribute('data-fps');
    expect(within(row).getByText('Not measured yet: run the pan test')).toBeInTheDocument();
    // jsdom, like Firefox and Safari, reports no heap size.
    expect(within(row).getByText('Not available in this browser')).toBeInTheDocument();
    expect(within(row).getByText('None for this size')).toBeInTheDocument();
    expect(screen.getByTestId('map-demo-status')).toHaveTextContent('Done');
  });

  it("puts the pan test's frame rate on the latest run", async () => {
    const user = userEvent.setup();
    renderWithProviders(<MapDemoPage />, { path: '/map-optimization-demo' });

    await user.click(screen.getByRole('radio', { name: '1,000' }));
    await user.click(await screen.findByRole('button', { name: 'Draw 1,000 points' }));
    await screen.findByTestId('demo-result');
    await user.click(screen.getByRole('button', { name: 'Pan test' }));

    const row = screen.getByTestId('demo-result');
    await waitFor(() => expect(row).toHaveAttribute('data-fps', '47.3'));
    expect(within(row).getByText('47.3')).toBeInTheDocument();
    expect(mockMap.handle?.panTest).toHaveBeenCalledWith(2_000);
  });

  it("draws the base map only, with no points, and pans it: the renderer's own frame rate", async () => {
    const user = userEvent.setup();
    renderWithProviders(<MapDemoPage />, { path: '/map-optimization-demo' });

    await user.click(screen.getByRole('radio', { name: 'None (base map only)' }));
    await user.click(await screen.findByRole('button', { name: 'Draw the base map only' }));
    const row = await screen.findByTestId('demo-result');
    await user.click(screen.getByRole('button', { name: 'Pan test' }));

    expect(mockMap.drawn).toHaveLength(1);
    expect(pointsDrawn()).toBe(0);
    expect(row).toHaveAttribute('data-points', '0');
    await waitFor(() => expect(row).toHaveAttribute('data-fps', '47.3'));
    expect(within(row).getByText('None for this size')).toBeInTheDocument();
  });

  it('shows the failure when the map cannot draw', async () => {
    const user = userEvent.setup();
    mockMap.handle = {
      ...mockMap.handle!,
      showClusters: async () => Promise.reject(new Error('context lost')),
    };
    renderWithProviders(<MapDemoPage />, { path: '/map-optimization-demo' });

    await user.click(screen.getByRole('radio', { name: '1,000' }));
    await user.click(await screen.findByRole('button', { name: 'Draw 1,000 points' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The demo failed: context lost');
    expect(screen.queryByTestId('demo-result')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Draw 1,000 points' })).toBeEnabled();
  });
});
