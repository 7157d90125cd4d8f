import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from '../components/toaster';
import { createQueryClient } from '../lib/query/query-client';
import { SessionProvider } from '../lib/session/session-provider';
import { AppRoutes } from './router';

/** The app once its configuration is loaded: data, session, routes and toasts. */
export function App({ queryClient: bootQueryClient }: { queryClient?: QueryClient }) {
  // Boot may have created it already, to start the first page's request (route-preload.ts).
  const [queryClient] = useState(() => bootQueryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
