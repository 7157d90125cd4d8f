import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { DemoResults, type DemoRun } from './demo-results';

const run = (overrides: Partial<DemoRun>): DemoRun => ({
  run: 1,
  points: 100_000,
  generateMs: 120.4,
  clusterMs: 310.6,
  firstRenderMs: 1_480.2,
  fps: 41.26,
  heapBytes: 52_428_800,
  ...overrides,
});

describe('DemoResults', () => {
  it('shows one row per run with its figures, and the same figures as data attributes', () => {
    renderWithProviders(<DemoResults runs={[run({})]} />);

    const row = screen.getByTestId('demo-result');
    expect(row).toHaveAttribute('data-points', '100000');
    expect(row).toHaveAttribute('data-generate-ms', '120.4');
    expect(row).toHaveAttribute('data-cluster-ms', '310.6');
    expect(row).toHaveAttribute('data-first-render-ms', '1480.2');
    expect(row).toHaveAttribute('data-fps', '41.3');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('#1: 100,000');
    expect(within(row).getByText('1,480 ms')).toBeInTheDocument();
    expect(within(row).getByText('50 MB')).toBeInTheDocument();
  });

  it('puts the budget beside a 100k run: within it, or over it on either figure', () => {
    renderWithProviders(
      <DemoResults
        runs={[run({ run: 1 }), run({ run: 2, fps: 24 }), run({ run: 3, firstRenderMs: 2_600, fps: null })]}
      />,
    );

    const [within1, slowPan, slowDraw] = screen.getAllByTestId('demo-result');
    expect(within1).toHaveTextContent('Within budget (first render ≤ 2,000 ms, ≥ 30 frames/s)');
    expect(slowPan).toHaveTextContent('Over budget');
    expect(slowDraw).toHaveTextContent('Over budget');
  });

  it('labels the table for screen readers and explains an empty one', () => {
    const { unmount } = renderWithProviders(<DemoResults runs={[]} />);
    expect(screen.getByText(/No runs yet/)).toBeInTheDocument();
    unmount();

    renderWithProviders(<DemoResults runs={[run({})]} />);
    expect(screen.getByRole('table', { name: 'Runs of the demo' })).toBeInTheDocument();
  });
});
