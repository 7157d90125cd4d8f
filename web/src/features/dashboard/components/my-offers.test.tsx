import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyOffer } from '#shared/offers/offer-schema';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { makeOffer } from '../../../test/offers';
import { renderWithProviders } from '../../../test/render';
import { MyInterests } from './my-interests';
import { MyOffers } from './my-offers';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
const callRouteMock = jest.mocked(callRoute);

const myOffer = (offerId: string, overrides: Partial<MyOffer> = {}): MyOffer => ({
  offerId,
  dealId: `deal-${offerId}`,
  buyerId: 'buyer-1',
  offerType: 'cash',
  purchasePrice: 240_000,
  entryFee: null,
  closeOfEscrowDate: '2030-01-15',
  message: null,
  status: 'pending',
  submittedAt: '2029-12-01T10:00:00.000Z',
  decidedAt: null,
  deal: {
    dealId: `deal-${offerId}`,
    streetAddress: `${offerId} Oak St`,
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    status: 'active',
    coverPhotoKey: null,
  },
  ...overrides,
});

describe('MyOffers', () => {
  beforeEach(() => callRouteMock.mockReset());

  it('shows each offer with its status, says when a listing is gone, and loads more', async () => {
    // Prepare
    const pages = [
      {
        items: [
          myOffer('1', { status: 'accepted', deal: { ...myOffer('1').deal, status: 'pending' } }),
          myOffer('2', { status: 'declined', deal: { ...myOffer('2').deal, status: 'sold' } }),
        ],
        nextCursor: 'next',
      },
      {
        items: [myOffer('3', { offerType: 'creative', purchasePrice: null, entryFee: 9000 })],
        nextCursor: null,
      },
    ];
    fakeApi({ listMyOffers: ({ query }) => (query?.cursor ? pages[1]! : pages[0]!) });
    const user = userEvent.setup();
    renderWithProviders(<MyOffers />);

    // Act
    const rows = await screen.findAllByTestId('my-offer-row');
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    // Assess
    expect(within(rows[0]!).getByTestId('offer-status-badge')).toHaveTextContent('Accepted');
    expect(within(rows[0]!).getByRole('link', { name: '1 Oak St' })).toHaveAttribute('href', '/deals/deal-1');
    expect(within(rows[1]!).getByTestId('deal-no-longer-available')).toHaveTextContent('No longer available');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    const third = (await screen.findAllByTestId('my-offer-row'))[2]!;
    expect(third).toHaveTextContent('Creative finance · $9,000');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('withdraws a pending offer after a confirmation', async () => {
    // Prepare
    let withdrawn = false;
    fakeApi({
      withdrawOffer: () => {
        withdrawn = true;
        return makeOffer('1', { dealId: 'deal-1', status: 'withdrawn' });
      },
      listMyOffers: () => ({
        items: [myOffer('1', { status: withdrawn ? 'withdrawn' : 'pending' })],
        nextCursor: null,
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyOffers />);

    // Act
    await user.click(await screen.findByRole('button', { name: 'Withdraw your offer on 1 Oak St' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));

    // Assess
    expect(await screen.findByText('Your offer on 1 Oak St was withdrawn.')).toBeInTheDocument();
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Withdraw your offer/ })).not.toBeInTheDocument();
  });

  it('says so when the offers cannot be loaded, and when there are none', async () => {
    let reads = 0;
    fakeApi({
      listMyOffers: () => {
        reads += 1;
        if (reads === 1) throw new ApiRequestError(400, 'Bad Request', '', undefined);
        return { items: [], nextCursor: null };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MyOffers />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your offers.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not made any offers yet.')).toBeInTheDocument();
  });
});

describe('MyInterests', () => {
  it('lists the listings the buyer is interested in', async () => {
    fakeApi({
      listMyInterests: () => ({
        items: [{ dealId: 'deal-1', createdAt: '2029-12-01T10:00:00.000Z', deal: myOffer('1').deal }],
        nextCursor: null,
      }),
    });
    renderWithProviders(<MyInterests />);
    expect(await screen.findByTestId('my-interest-row')).toHaveTextContent('1 Oak St');
  });
});
