import { useCallback, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useDismiss } from './use-dismiss';

/**
 * Open or closed state of a header menu. Remembering the path it was opened on closes it by itself
 * when the route changes; Escape and a click outside close it too (useDismiss).
 */
export function useMenuState(
  triggerRef: RefObject<HTMLElement | null>,
  popupRef: RefObject<HTMLElement | null>,
) {
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === pathname;
  const close = useCallback(() => setOpenedAt(null), []);
  const open = useCallback(() => setOpenedAt(pathname), [pathname]);
  const toggle = useCallback(() => setOpenedAt(isOpen ? null : pathname), [isOpen, pathname]);
  useDismiss(isOpen, close, triggerRef, popupRef);
  return { isOpen, open, close, toggle, pathname };
}
