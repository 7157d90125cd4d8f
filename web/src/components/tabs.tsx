import './tabs.css';
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useScrollEdges } from './use-scroll-edges';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

export interface TabsProps<Id extends string> {
  /** Prefix of the element ids (`<idPrefix>-tab-<id>`, `<idPrefix>-panel-<id>`). */
  idPrefix: string;
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}

/** Width of the arrow that covers a side of the strip hiding tabs (`.tabs__more`: 2rem). */
const ARROW_WIDTH_PX = 32;

/**
 * Scrolls the strip, and only the strip (never the page), just enough that the tab shows whole,
 * clear of the arrows.
 */
function revealTab(list: HTMLElement, tab: HTMLElement) {
  const strip = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  const hiddenBefore = strip.left + ARROW_WIDTH_PX - box.left;
  const hiddenAfter = box.right - (strip.right - ARROW_WIDTH_PX);
  const shift = hiddenBefore > 0 ? -hiddenBefore : Math.max(hiddenAfter, 0);
  if (shift === 0) return;
  const furthest = list.scrollWidth - list.clientWidth;
  list.scrollLeft = Math.min(Math.max(list.scrollLeft + shift, 0), furthest);
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, Left/Right move between tabs (wrapping),
 * Home/End go to the first/last; the selected panel follows. The caller renders the panel content.
 * A strip wider than the screen scrolls inside itself, with an arrow on each side that hides tabs,
 * and keeps the selected tab in view (one chosen by the URL may be the last of a phone's strip).
 */
export function Tabs<Id extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<Id>) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(listRef);
  useLayoutEffect(() => {
    const tab = refs.current.get(selected);
    if (listRef.current && tab) revealTab(listRef.current, tab);
  }, [selected]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div className="tabs">
      <div className="tabs__strip">
        {edges.before && <MoreTabsArrow side="before" list={listRef} />}
        <div ref={listRef} role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
          {tabs.map((tab) => {
            const isSelected = tab.id === selected;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  if (element) refs.current.set(tab.id, element);
                  else refs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={`${idPrefix}-tab-${tab.id}`}
                aria-selected={isSelected}
                aria-controls={`${idPrefix}-panel-${tab.id}`}
                tabIndex={isSelected ? 0 : -1}
                className="tabs__tab"
                onClick={() => onSelect(tab.id)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {edges.after && <MoreTabsArrow side="after" list={listRef} />}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-${selected}`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        className="tabs__panel"
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * The cue that more tabs lie to one side; a pointer can also scroll the strip with it. Keyboard and
 * screen reader users reach every tab through the tab list itself, so the arrow stays out of both.
 */
function MoreTabsArrow({ side, list }: { side: 'before' | 'after'; list: RefObject<HTMLDivElement | null> }) {
  const direction = side === 'after' ? 1 : -1;
  return (
    <button
      type="button"
      className={`tabs__more tabs__more--${side}`}
      aria-hidden="true"
      tabIndex={-1}
      data-testid={`tabs-more-${side}`}
      onClick={() => {
        const element = list.current;
        element?.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
      }}
    >
      <svg viewBox="0 0 20 20" width="16" height="16" focusable="false">
        <path
          fill="currentColor"
          d={
            side === 'after'
              ? 'M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z'
              : 'M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z'
          }
        />
      </svg>
    </button>
  );
}
