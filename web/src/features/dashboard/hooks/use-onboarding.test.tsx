import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '../../../lib/query/query-client';
import { fakeApi } from '../../../test/fake-api';
import { makeOnboarding } from '../../../test/onboarding';
import { useOnboarding } from './use-onboarding';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

function DoneCount() {
  const onboarding = useOnboarding();
  return <p>{onboarding.data ? `${onboarding.data.completedCount} done` : 'loading'}</p>;
}

describe('useOnboarding', () => {
  it("reads the checklist again on every mount, despite the app's five-minute freshness", async () => {
    // Prepare: the app's own query client, whose data stays fresh for five minutes.
    const api = fakeApi({ getOnboarding: () => makeOnboarding(['completeProfile']) });
    const queryClient = createQueryClient();
    const first = render(
      <QueryClientProvider client={queryClient}>
        <DoneCount />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('1 done')).toBeInTheDocument();
    first.unmount();

    // Act: the dashboard is opened again.
    render(
      <QueryClientProvider client={queryClient}>
        <DoneCount />
      </QueryClientProvider>,
    );

    // Assess
    await waitFor(() => expect(api.calls('getOnboarding')).toHaveLength(2));
  });
});
