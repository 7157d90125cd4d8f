import '../map-demo.css';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mapCanvasClassName, MapLoading } from '../../../components/map/map-canvas';
import { MapErrorBoundary } from '../../../components/map/map-failed';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { usedHeapBytes } from '../demo-metrics';
import { createPointWorkerClient, type PointWorkerClient } from '../point-worker-client';
import { startPointWorker } from '../start-point-worker';
import { DEMO_SEED } from '../synthetic-points';
import type { DemoMapHandle, DemoView } from './demo-map';
import { DemoResults, type DemoRun } from './demo-results';

// Only this page downloads maplibre (docs/requirements.md#e6-4).
const DemoMap = lazy(() => import('./demo-map'));

/**
 * The sizes offered: from a small city's worth to a nation's, and none: the base map alone, whose pan
 * rate is what the renderer itself allows (the bench's baseline in software WebGL).
 */
export const POINT_COUNTS = [0, 1_000, 10_000, 100_000, 1_000_000] as const;
/** How long the pan test pans. */
const PAN_TEST_MS = 2_000;

/** A failure's message, for the alert. */
const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

type Activity = { kind: 'idle' } | { kind: 'drawing'; points: number } | { kind: 'panning' };

/**
 * `/map-optimization-demo`, public: how the maps stay fast. Synthetic points (generated and clustered
 * in a worker, never real users) are drawn at 1k to 1M, with each run's timings, pan rate and memory.
 */
export default function MapDemoPage() {
  const { t, i18n } = useTranslation('map-demo');
  usePageTitle(t('page.title'));
  const [count, setCount] = useState<number>(100_000);
  const [runs, setRuns] = useState<DemoRun[]>([]);
  const [activity, setActivity] = useState<Activity>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [map, setMap] = useState<DemoMapHandle | null>(null);
  const worker = useRef<PointWorkerClient | null>(null);
  const loadedPoints = useRef(0);
  /** Only the newest view's answer is drawn; an older one arriving late is dropped. */
  const viewRequest = useRef(0);
  const busy = activity.kind !== 'idle';

  useEffect(() => {
    const client = createPointWorkerClient(startPointWorker());
    worker.current = client;
    return () => {
      client.dispose();
      worker.current = null;
    };
  }, []);

  const showView = useCallback(async (handle: DemoMapHandle, view: DemoView) => {
    const client = worker.current;
    if (!client || loadedPoints.current === 0) return;
    viewRequest.current += 1;
    const request = viewRequest.current;
    const clusters = await client.clusters(view.bbox, view.zoom);
    if (request === viewRequest.current) await handle.showClusters(clusters);
  }, []);

  const onReady = useCallback(
    (handle: DemoMapHandle) => {
      setMap(handle);
      // A new map (the language changed) draws what the old one showed.
      showView(handle, handle.view()).catch((failure: unknown) => setError(messageOf(failure)));
    },
    [showView],
  );

  const onMoveEnd = useCallback(
    (view: DemoView) => {
      if (!map || activity.kind === 'drawing') return;
      showView(map, view).catch((failure: unknown) => setError(messageOf(failure)));
    },
    [map, activity.kind, showView],
  );

  const expansionZoom = useCallback(
    (clusterId: number) =>
      worker.current?.expansionZoom(clusterId) ?? Promise.reject(new Error('No worker.')),
    [],
  );

  async function run() {
    const client = worker.current;
    if (!map || !client) return;
    setError(null);
    setActivity({ kind: 'drawing', points: count });
    try {
      const started = performance.now();
      const loaded = await client.load(count, DEMO_SEED);
      loadedPoints.current = loaded.count;
      map.resetView();
      viewRequest.current += 1;
      const { bbox, zoom } = map.view();
      await map.showClusters(await client.clusters(bbox, zoom));
      const firstRenderMs = performance.now() - started;
      setRuns((previous) => [
        ...previous,
        {
          run: previous.length + 1,
          points: loaded.count,
          generateMs: loaded.generateMs,
          clusterMs: loaded.clusterMs,
          firstRenderMs,
          fps: null,
          heapBytes: usedHeapBytes(performance),
        },
      ]);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setActivity({ kind: 'idle' });
    }
  }

  async function panTest() {
    if (!map || runs.length === 0) return;
    setActivity({ kind: 'panning' });
    try {
      const fps = await map.panTest(PAN_TEST_MS);
      setRuns((previous) =>
        previous.map((entry, index) => (index === previous.length - 1 ? { ...entry, fps } : entry)),
      );
    } finally {
      setActivity({ kind: 'idle' });
    }
  }

  const numbers = new Intl.NumberFormat(i18n.language);
  let status = '';
  if (activity.kind === 'drawing') {
    status =
      activity.points === 0
        ? t('status.drawingBaseMap')
        : t('status.drawing', { points: numbers.format(activity.points) });
  } else if (activity.kind === 'panning') status = t('status.panning');
  else if (runs.length > 0) status = t('status.done');

  return (
    <section className="page map-demo-page" aria-labelledby="map-demo-heading">
      <header className="page-header">
        <h1 id="map-demo-heading">{t('page.title')}</h1>
        <p>{t('page.intro')}</p>
        <p className="muted" data-testid="map-demo-synthetic-note">
          {t('page.syntheticNote')}
        </p>
      </header>

      <div className="map-demo-controls">
        <fieldset className="map-demo-sizes">
          <legend>{t('controls.points')}</legend>
          {POINT_COUNTS.map((option) => (
            <label key={option} className="map-demo-sizes__option">
              <input
                type="radio"
                name="map-demo-points"
                value={option}
                checked={count === option}
                disabled={busy}
                onChange={() => setCount(option)}
              />
              {option === 0 ? t('controls.baseMapOnly') : numbers.format(option)}
            </label>
          ))}
        </fieldset>
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void run()}
            disabled={busy || !map}
            data-testid="map-demo-run"
          >
            {count === 0 ? t('controls.runBaseMap') : t('controls.run', { points: numbers.format(count) })}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void panTest()}
            disabled={busy || !map || runs.length === 0}
            data-testid="map-demo-pan-test"
          >
            {t('controls.panTest')}
          </button>
        </div>
      </div>

      <p role="status" className="map-demo-status" data-testid="map-demo-status">
        {status}
      </p>
      {error && (
        <div className="alert alert--error" role="alert">
          <p>{t('errors.failed', { message: error })}</p>
        </div>
      )}

      <MapErrorBoundary className={mapCanvasClassName('demo-map', 'failed')}>
        <Suspense fallback={<MapLoading className="demo-map">{t('map.loading')}</MapLoading>}>
          <DemoMap onReady={onReady} onMoveEnd={onMoveEnd} expansionZoom={expansionZoom} />
        </Suspense>
      </MapErrorBoundary>

      <DemoResults runs={runs} />
    </section>
  );
}
