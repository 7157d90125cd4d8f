import { QueryClient, QueryClientProvider, keepPreviousData, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { callRoute } from '../../../lib/api/app-api-client';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';
import { useFavoriteToggle } from './use-favorite-toggle';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
jest.mock('../../../lib/toast/toast-store', () => ({ showToast: jest.fn() }));

/** A browse-like query whose answer for `filter` the test decides, showing the last answer meanwhile. */
function useResults(filter: string, answer: (filter: string) => Promise<string>) {
  return useQuery({
    queryKey: [...dealQueryKeys.all, 'under-test', filter],
    queryFn: () => answer(filter),
    placeholderData: keepPreviousData,
  });
}

describe('useFavoriteToggle', () => {
  it('asks again for a filter still loading when the favourite was pressed, so its cards are the server’s', async () => {
    // Prepare: the first filter has answered; the second is loading, showing the first's results.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    let saved = false;
    const answers: Array<() => void> = [];
    const answer = (filter: string) =>
      filter === 'first'
        ? Promise.resolve(`first:${saved}`)
        : new Promise<string>((resolve) => answers.push(() => resolve(`second:${saved}`)));
    jest.mocked(callRoute).mockImplementation(async () => {
      saved = true;
      return { dealId: 'deal-1', isFavorite: true, favoriteCount: 1 };
    });
    const { result, rerender } = renderHook(
      ({ filter }) => ({ results: useResults(filter, answer), toggle: useFavoriteToggle() }),
      { wrapper, initialProps: { filter: 'first' } },
    );
    await waitFor(() => expect(result.current.results.data).toBe('first:false'));
    rerender({ filter: 'second' });
    await waitFor(() => expect(answers).toHaveLength(1));

    // Act: the favourite cancels the second filter's request before it answers.
    await act(() => result.current.toggle.mutateAsync({ dealId: 'deal-1', favorite: true, currentCount: 0 }));

    // Assess: the second filter is asked again after the favourite, and shows the server's answer.
    await waitFor(() => expect(answers).toHaveLength(2));
    act(() => answers.forEach((release) => release()));
    await waitFor(() => expect(result.current.results.data).toBe('second:true'));
  });
});
