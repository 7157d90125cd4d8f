import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest render's value. A map's handlers are bound once, when the map
 * is created; they read the current props and labels through this instead of stale closures.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
