import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { findRoutePreload } from './app/route-preload';
import { ConfigErrorScreen } from './app/config-error-screen';
import { initApiClient } from './lib/api/app-api-client';
import { recordWindowProblems } from './lib/diagnostics/recent-problems';
import { loadRuntimeConfig, setRuntimeConfig } from './lib/config/runtime-config';
import { startMeAtBoot } from './lib/session/boot-me';
import { httpBackend } from './lib/i18n/http-backend';
import { initI18n } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query/query-client';
import './styles.css';

async function start(): Promise<void> {
  // From the first moment, so a bug report can tell what went wrong before it.
  recordWindowProblems();
  // A task of its own after the one that ran the modules: on a slow phone each is shorter than the
  // two together, and the browser can take input between them.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);

  // The first page's chunk, translations and data start now, beside the configuration and the
  // common translations, rather than one after another once the page renders (route-preload.ts).
  const preload = findRoutePreload(window.location.pathname);
  // The texts first, then the page's chunks: where only a few requests go at once, the first asked
  // go first. A failure of the chunks is the page's to show: it calls the same import().
  const textsLoading = initI18n({ backend: httpBackend, namespaces: preload?.namespaces }).catch(
    (error: unknown) => console.error('Failed to load translations', error),
  );
  preload?.load().catch(() => undefined);
  const queryClient = createQueryClient();
  const [configResult] = await Promise.all([
    loadRuntimeConfig().then((result) => {
      if (result.ok) {
        setRuntimeConfig(result.config);
        initApiClient(result.config.apiBaseUrl);
        startMeAtBoot(queryClient);
        preload?.prefetch?.(queryClient, {
          pathname: window.location.pathname,
          search: window.location.search,
        });
      }
      return result;
    }),
    textsLoading,
  ]);

  if (!configResult.ok) {
    root.render(
      <StrictMode>
        <ConfigErrorScreen failure={configResult} />
      </StrictMode>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
