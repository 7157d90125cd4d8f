import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ConfigErrorScreen } from './app/config-error-screen';
import { initApiClient } from './lib/api/app-api-client';
import { recordWindowProblems } from './lib/diagnostics/recent-problems';
import { loadRuntimeConfig, setRuntimeConfig } from './lib/config/runtime-config';
import { httpBackend } from './lib/i18n/http-backend';
import { initI18n } from './lib/i18n/i18n';
import './styles.css';

async function start(): Promise<void> {
  // From the first moment, so a bug report can tell what went wrong before it.
  recordWindowProblems();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);

  // Translations and configuration load side by side; the screen needs both.
  const [configResult] = await Promise.all([
    loadRuntimeConfig(),
    initI18n({ backend: httpBackend }).catch((error: unknown) =>
      console.error('Failed to load translations', error),
    ),
  ]);

  if (!configResult.ok) {
    root.render(
      <StrictMode>
        <ConfigErrorScreen failure={configResult} />
      </StrictMode>,
    );
    return;
  }
  setRuntimeConfig(configResult.config);
  initApiClient(configResult.config.apiBaseUrl);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
