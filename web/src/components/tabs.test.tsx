import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'company', label: 'Company' },
  { id: 'notifications', label: 'Notification history' },
] as const;
type TabId = (typeof TABS)[number]['id'];

function Harness({ initial = 'profile' }: { initial?: TabId }) {
  const [selected, setSelected] = useState<TabId>(initial);
  return (
    <Tabs idPrefix="test" label="Sections" tabs={TABS} selected={selected} onSelect={setSelected}>
      <p>{selected} panel</p>
    </Tabs>
  );
}

/** jsdom lays nothing out: give the strip the sizes a 375 px phone would and say where it is scrolled. */
function layOut(
  list: HTMLElement,
  { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number },
) {
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: clientWidth });
}
function scrollTo(list: HTMLElement, left: number) {
  list.scrollLeft = left;
  fireEvent.scroll(list);
}

/**
 * Places the strip and its tabs as a 375 px phone would, before the first render (jsdom lays nothing
 * out): the strip shows 0–335 px of its 520, the tabs sit side by side at their scrolled place.
 */
function layOutPhoneStrip() {
  const tabBoxes: Record<string, [number, number]> = {
    'test-tab-profile': [0, 150],
    'test-tab-company': [154, 330],
    'test-tab-notifications': [334, 520],
  };
  jest.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(520);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(335);
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const list = this.closest('[role="tablist"]') as HTMLElement | null;
    const [left, right] = this.getAttribute('role') === 'tablist' ? [0, 335] : (tabBoxes[this.id] ?? [0, 0]);
    const scrolled = this.getAttribute('role') === 'tablist' ? 0 : (list?.scrollLeft ?? 0);
    return DOMRect.fromRect({ x: left - scrolled, y: 0, width: right - left, height: 40 });
  });
}

afterEach(() => jest.restoreAllMocks());

describe('Tabs', () => {
  it('scrolls the strip to the end for a last tab the screen hides (one a link chose)', () => {
    layOutPhoneStrip();
    render(<Harness initial="notifications" />);

    expect(screen.getByRole('tablist', { name: 'Sections' }).scrollLeft).toBe(520 - 335);
  });

  it('scrolls a selected tab partly under the arrow clear of it', () => {
    layOutPhoneStrip();
    render(<Harness initial="company" />);

    // The tab's right edge (330) lands at the strip's (335) less the arrow's 32 px.
    expect(screen.getByRole('tablist', { name: 'Sections' }).scrollLeft).toBe(330 - (335 - 32));
  });

  it('leaves the strip where it is when the selected tab shows', () => {
    layOutPhoneStrip();
    render(<Harness initial="profile" />);

    expect(screen.getByRole('tablist', { name: 'Sections' }).scrollLeft).toBe(0);
  });

  it('brings back a tab scrolled out before the strip when it is chosen again', async () => {
    layOutPhoneStrip();
    render(<Harness initial="notifications" />);
    const list = screen.getByRole('tablist', { name: 'Sections' });

    await userEvent.keyboard('{Tab}{Home}');

    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(list.scrollLeft).toBe(0);
  });

  it('shows no arrow when every tab fits', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Sections' });
    layOut(list, { scrollWidth: 300, clientWidth: 300 });
    scrollTo(list, 0);

    expect(screen.queryByTestId('tabs-more-before')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tabs-more-after')).not.toBeInTheDocument();
  });

  it('marks each side of a strip wider than the screen that hides tabs, as it scrolls', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Sections' });
    layOut(list, { scrollWidth: 520, clientWidth: 335 });

    scrollTo(list, 0);
    expect(screen.queryByTestId('tabs-more-before')).not.toBeInTheDocument();
    expect(screen.getByTestId('tabs-more-after')).toBeInTheDocument();

    scrollTo(list, 90);
    expect(screen.getByTestId('tabs-more-before')).toBeInTheDocument();
    expect(screen.getByTestId('tabs-more-after')).toBeInTheDocument();

    scrollTo(list, 185);
    expect(screen.getByTestId('tabs-more-before')).toBeInTheDocument();
    expect(screen.queryByTestId('tabs-more-after')).not.toBeInTheDocument();
  });

  it('keeps the arrows out of the tab order and the accessibility tree; the tab list still reaches every tab', async () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Sections' });
    layOut(list, { scrollWidth: 520, clientWidth: 335 });
    scrollTo(list, 90);

    expect(screen.queryAllByRole('button')).toHaveLength(0);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Notification history' })).toHaveFocus();
    expect(screen.getByText('notifications panel')).toBeInTheDocument();
  });

  it('scrolls the strip towards the hidden tabs when an arrow is clicked', async () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Sections' });
    layOut(list, { scrollWidth: 520, clientWidth: 335 });
    const scrollBy = jest.fn();
    list.scrollBy = scrollBy;
    scrollTo(list, 0);

    await userEvent.click(screen.getByTestId('tabs-more-after'));

    expect(scrollBy).toHaveBeenCalledWith({ left: 268, behavior: 'smooth' });
  });
});
