import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: the `first` ones at once, the rest in a transition right
 * after, which React renders in slices that yield to the browser. On a slow phone a page of result
 * cards is one long task otherwise; this way the first cards (the largest paint) show first and the
 * page stays responsive while the rest render.
 */
export function useStagedCount(total: number, first: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown(total));
  }, [shown, total]);
  return Math.min(total, shown);
}
