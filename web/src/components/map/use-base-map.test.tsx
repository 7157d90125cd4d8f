import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { Map as MapLibreMap } from 'maplibre-gl/dist/maplibre-gl-csp';
import { createBaseMap, type BaseMapOptions } from './base-map';
import { MapCanvas } from './map-canvas';
import { useBaseMap, type BaseMapLifecycle } from './use-base-map';

jest.mock('./base-map', () => ({ createBaseMap: jest.fn() }));

/** Stands in for maplibre (no WebGL in jsdom): records handlers so a test can fire 'load'. */
interface FakeMap {
  container: HTMLElement;
  options: BaseMapOptions;
  remove: jest.Mock;
  fire(event: string): void;
}

let created: FakeMap[] = [];

beforeEach(() => {
  created = [];
  jest.mocked(createBaseMap).mockImplementation((container, options) => {
    const handlers = new Map<string, Array<() => void>>();
    const map = {
      container,
      options,
      remove: jest.fn(),
      on: (event: string, handler: () => void) =>
        handlers.set(event, [...(handlers.get(event) ?? []), handler]),
      fire: (event: string) => handlers.get(event)?.forEach((handler) => handler()),
    };
    created.push(map);
    return map as unknown as MapLibreMap;
  });
});

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

function TestMap(lifecycle: BaseMapLifecycle) {
  const { containerRef, ready, failed } = useBaseMap(lifecycle);
  return (
    <MapCanvas
      containerRef={containerRef}
      failed={failed}
      className="test-map"
      label="Test map"
      testId="test-map"
      ready={ready}
    />
  );
}

describe('useBaseMap', () => {
  it('creates the map in the region, sets it up at once and adds its layers when the style has loaded', () => {
    const setup = jest.fn();
    const onLoad = jest.fn();

    render(<TestMap onLoad={onLoad} setup={setup} />);

    const region = screen.getByRole('region', { name: 'Test map' });
    expect(created).toHaveLength(1);
    expect(created[0]!.container).toBe(region);
    expect(setup).toHaveBeenCalledWith(created[0]);
    expect(onLoad).not.toHaveBeenCalled();
    expect(region).toHaveAttribute('data-ready', 'false');

    act(() => created[0]!.fire('load'));

    expect(onLoad).toHaveBeenCalledWith(created[0]);
    expect(region).toHaveAttribute('data-ready', 'true');
    expect(region).toHaveClass('map-canvas', 'test-map');
  });

  it('uses the latest onLoad when the style loads after a re-render', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(<TestMap onLoad={first} />);

    rerender(<TestMap onLoad={second} />);
    act(() => created[0]!.fire('load'));

    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('shows the data once the style has loaded, and again each time the data changes', () => {
    const showFirst = jest.fn();
    const showSecond = jest.fn();
    const onLoad = jest.fn();
    const { rerender } = render(<TestMap onLoad={onLoad} showData={showFirst} />);

    expect(showFirst).not.toHaveBeenCalled();
    act(() => created[0]!.fire('load'));
    expect(showFirst).toHaveBeenCalledWith(created[0]);
    expect(onLoad.mock.invocationCallOrder[0]).toBeLessThan(showFirst.mock.invocationCallOrder[0]!);

    rerender(<TestMap onLoad={onLoad} showData={showSecond} />);

    expect(showFirst).toHaveBeenCalledTimes(1);
    expect(showSecond).toHaveBeenCalledWith(created[0]);
  });

  it('shows "Failed to load map" in the box when the base map cannot load', () => {
    render(<TestMap onLoad={jest.fn()} />);

    act(() => created[0]!.options.onFailed());

    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load map');
    expect(alert).toHaveClass('map-canvas', 'map-canvas--failed', 'test-map');
  });

  it('creates the map again, with the new control labels, when the language changes', async () => {
    const undoSetup = jest.fn();
    render(<TestMap onLoad={jest.fn()} setup={() => undoSetup} />);
    act(() => created[0]!.fire('load'));

    await act(() => i18next.changeLanguage('es'));

    expect(undoSetup).toHaveBeenCalledTimes(1);
    expect(created[0]!.remove).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(2);
    expect(created[1]!.options.locale).toMatchObject({ 'NavigationControl.ZoomIn': 'Acercar' });
    // The new map has no layers until its own style has loaded.
    expect(screen.getByTestId('test-map')).toHaveAttribute('data-ready', 'false');
  });

  it('undoes the setup and removes the map when the component goes', () => {
    const undoSetup = jest.fn();
    const { unmount } = render(<TestMap onLoad={jest.fn()} setup={() => undoSetup} />);

    unmount();

    expect(undoSetup).toHaveBeenCalledTimes(1);
    expect(created[0]!.remove).toHaveBeenCalledTimes(1);
  });
});
