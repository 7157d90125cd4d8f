import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubScreenMatching, unstubScreen } from '../../../test/media';
import { renderDeals } from '../test/deal-fixtures';
import { BrowseFilters, COLLAPSED_PANEL_QUERY } from './browse-filters';

const renderFilters = () =>
  renderDeals(<BrowseFilters filters={{ sort: 'newest' }} onChange={jest.fn()} onClear={jest.fn()} />);

describe('BrowseFilters', () => {
  afterEach(unstubScreen);

  it('makes the fields of a phone’s folded panel only once it is opened', async () => {
    // Prepare
    stubScreenMatching(COLLAPSED_PANEL_QUERY);
    renderFilters();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(screen.queryByLabelText('State')).not.toBeInTheDocument();

    // Act
    await userEvent.click(toggle);

    // Assess
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('State')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('shows its fields at once where the panel is a sidebar', () => {
    // Act
    renderFilters();

    // Assess
    expect(screen.getByLabelText('State')).toBeInTheDocument();
  });
});
