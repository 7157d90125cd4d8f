import { renderHook, waitFor } from '@testing-library/react';
import { useStagedCount } from './use-staged-count';

describe('useStagedCount', () => {
  it('renders the first items at once and all of them right after', async () => {
    // Prepare
    const counts: number[] = [];

    // Act
    const { result } = renderHook(() => {
      const count = useStagedCount(20, 6);
      counts.push(count);
      return count;
    });

    // Assess
    await waitFor(() => expect(result.current).toBe(20));
    expect(counts[0]).toBe(6);
  });

  it('never answers more than there are', () => {
    const { result } = renderHook(() => useStagedCount(3, 6));

    expect(result.current).toBe(3);
  });

  it('renders items added later (a next page) too', async () => {
    const { result, rerender } = renderHook(({ total }) => useStagedCount(total, 6), {
      initialProps: { total: 20 },
    });
    await waitFor(() => expect(result.current).toBe(20));

    rerender({ total: 40 });

    await waitFor(() => expect(result.current).toBe(40));
  });
});
