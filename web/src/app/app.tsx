import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '../components/toaster';
import { createQueryClient } from '../lib/query/query-client';
import { SessionProvider } from '../lib/session/session-provider';
import { createAppRouter } from './router';

/** The app once its configuration is loaded: data, session, routes and toasts. */
export function App({ queryClient: bootQueryClient }: { queryClient?: QueryClient }) {
  // Boot may have created it already, to start the first page's request (route-preload.ts).
  const [queryClient] = useState(() => bootQueryClient ?? createQueryClient());
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
