import { useTranslation } from 'react-i18next';
import { CellLabel } from '../../../components/table/cell-label';
import { budgetStatus, MAP_DEMO_BUDGET } from '../demo-metrics';

/** One run of the demo: its size and what it measured. */
export interface DemoRun {
  run: number;
  points: number;
  generateMs: number;
  clusterMs: number;
  /** From the click to the map settled with the clusters drawn. */
  firstRenderMs: number;
  /** Null until the pan test has run (or when it saw too few frames to tell). */
  fps: number | null;
  /** The page's used heap after the run; null where the browser does not report it. */
  heapBytes: number | null;
}

const MEGABYTE = 1024 * 1024;

/**
 * The runs, one row each, with the budget beside the 100k rows. Each row also carries its raw
 * figures as data- attributes, which the bench and the e2e test read.
 */
export function DemoResults({ runs }: { runs: readonly DemoRun[] }) {
  const { t, i18n } = useTranslation('map-demo');
  const whole = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const oneDecimal = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const ms = (value: number) => t('results.ms', { value: whole.format(value) });
  const columns = {
    points: t('results.columns.points'),
    generate: t('results.columns.generate'),
    cluster: t('results.columns.cluster'),
    firstRender: t('results.columns.firstRender'),
    fps: t('results.columns.fps'),
    memory: t('results.columns.memory'),
    budget: t('results.columns.budget'),
  };

  if (runs.length === 0) return <p className="muted">{t('results.empty')}</p>;
  return (
    <div className="table-scroll" role="region" aria-label={t('results.caption')} tabIndex={0}>
      <table className="table table-cards" data-testid="demo-results">
        <caption className="visually-hidden">{t('results.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.points}</th>
            <th scope="col">{columns.generate}</th>
            <th scope="col">{columns.cluster}</th>
            <th scope="col">{columns.firstRender}</th>
            <th scope="col">{columns.fps}</th>
            <th scope="col">{columns.memory}</th>
            <th scope="col">{columns.budget}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => {
            const status = budgetStatus(run);
            return (
              <tr
                key={run.run}
                data-testid="demo-result"
                data-run={run.run}
                data-points={run.points}
                data-generate-ms={run.generateMs.toFixed(1)}
                data-cluster-ms={run.clusterMs.toFixed(1)}
                data-first-render-ms={run.firstRenderMs.toFixed(1)}
                data-fps={run.fps === null ? undefined : run.fps.toFixed(1)}
                data-heap-bytes={run.heapBytes ?? undefined}
              >
                <th scope="row" className="table-cards__wide">
                  {t('results.run', { run: run.run, points: whole.format(run.points) })}
                </th>
                <td>
                  <CellLabel text={columns.generate} />
                  {ms(run.generateMs)}
                </td>
                <td>
                  <CellLabel text={columns.cluster} />
                  {ms(run.clusterMs)}
                </td>
                <td>
                  <CellLabel text={columns.firstRender} />
                  {ms(run.firstRenderMs)}
                </td>
                <td>
                  <CellLabel text={columns.fps} />
                  {run.fps === null ? t('results.fpsPending') : oneDecimal.format(run.fps)}
                </td>
                <td>
                  <CellLabel text={columns.memory} />
                  {run.heapBytes === null
                    ? t('results.memoryUnavailable')
                    : t('results.megabytes', { value: oneDecimal.format(run.heapBytes / MEGABYTE) })}
                </td>
                <td>
                  <CellLabel text={columns.budget} />
                  {status === null
                    ? t('results.noBudget')
                    : t(`results.budget.${status}`, {
                        ms: whole.format(MAP_DEMO_BUDGET.maxFirstRenderMs),
                        fps: MAP_DEMO_BUDGET.minFps,
                      })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
