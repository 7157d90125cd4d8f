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

function Harness() {
  const [selected, setSelected] = useState<TabId>('profile');
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

describe('Tabs', () => {
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
