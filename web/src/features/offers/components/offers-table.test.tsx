import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOffer, makeOfferBuyer } from '../../../test/offers';
import { MESSAGE_PREVIEW_CHARS } from './offer-message';
import { OffersTable } from './offers-table';

const LONG_MESSAGE =
  'We can close in two weeks with proof of funds attached, inspect on Monday, and keep the tenant on the current lease until the end of the year.';

function renderTable(offers = [makeOffer('o1', { buyer: makeOfferBuyer('Zoe', { certifiedBuyer: true }) })]) {
  const onAccept = jest.fn();
  render(<OffersTable offers={offers} canAccept canDecline onAccept={onAccept} onDecline={jest.fn()} />);
  return { onAccept };
}

const columnHeaders = () =>
  within(screen.getByTestId('offers-table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[↕▲▼]/g, '').trim());

describe('OffersTable', () => {
  it('puts the buyer, the status and the decision before the amounts, so a desktop screen always shows them', () => {
    renderTable();

    expect(columnHeaders()).toEqual([
      'Buyer',
      'Status',
      'Actions',
      'Date',
      'Type',
      'Purchase price',
      'Entry fee',
      'Close of escrow',
      'Message',
    ]);
    const row = screen.getByTestId('offer-row');
    const buyer = within(row).getByRole('rowheader');
    const [status, actions] = within(row).getAllByRole('cell');
    expect(buyer).toHaveTextContent('Zoe Buyer');
    expect(within(buyer).getByTestId('certified-buyer')).toBeInTheDocument();
    expect(within(buyer).getByRole('link', { name: 'zoe@example.com' })).toHaveAttribute(
      'href',
      'mailto:zoe@example.com',
    );
    expect(within(status!).getByTestId('offer-status-badge')).toHaveTextContent('Pending');
    expect(within(actions!).getByRole('button', { name: 'Accept the offer from Zoe Buyer' })).toBeVisible();
  });

  it('names each cell for the card layout on a phone, hidden from screen readers, and is marked for it', () => {
    renderTable();

    expect(screen.getByTestId('offers-table')).toHaveClass('table-cards');
    const row = screen.getByTestId('offer-row');
    const [status] = within(row).getAllByRole('cell');
    expect(status).toHaveTextContent('Status');
    expect(within(status!).getByText('Status')).toHaveAttribute('aria-hidden', 'true');
    expect(within(row).getByRole('rowheader')).toHaveClass('table-cards__wide');
  });

  it('cuts a long message to a preview the seller can expand and fold again', async () => {
    const user = userEvent.setup();
    renderTable([makeOffer('o1', { message: LONG_MESSAGE })]);
    const row = screen.getByTestId('offer-row');

    expect(row).not.toHaveTextContent(LONG_MESSAGE);
    expect(row).toHaveTextContent(/We can close in two weeks.*…/);
    const toggle = within(row).getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(row).toHaveTextContent(LONG_MESSAGE);
    expect(within(row).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(row).getByRole('button', { name: 'Show less' }));
    expect(row).not.toHaveTextContent(LONG_MESSAGE);
  });

  it('shows a short message whole, without a toggle', () => {
    const message = 'Cash, quick close.';
    expect(message.length).toBeLessThanOrEqual(MESSAGE_PREVIEW_CHARS);
    renderTable([makeOffer('o1', { message })]);

    expect(screen.getByTestId('offer-row')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
