import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether a sideways-scrolling box has content hidden before (left of) and after (right of) its view. */
export interface ScrollEdges {
  before: boolean;
  after: boolean;
}

/** Sub-pixel scroll positions (zoom, fractional widths) must not count as hidden content. */
const SLACK_PX = 1;

function edgesOf(element: HTMLElement): ScrollEdges {
  const hiddenAfter = element.scrollWidth - element.clientWidth - element.scrollLeft;
  return { before: element.scrollLeft > SLACK_PX, after: hiddenAfter > SLACK_PX };
}

/**
 * Tracks which sides of a horizontally scrolling element hide content, so the element can show a
 * cue that more lies that way. Follows scrolling and size changes (a rotated phone, a new label).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const next = edgesOf(element);
    setEdges((current) => (current.before === next.before && current.after === next.after ? current : next));
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, update]);

  return edges;
}
