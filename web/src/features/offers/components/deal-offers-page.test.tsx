import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Interest, Offer } from '#shared/offers/offer-schema';
import { CSV_UTF8_BOM } from '#shared/core/csv';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { sampleDeal } from '#shared/deals/deal-samples';
import { captureDownloads } from '../../../test/downloads';
import { fakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeOffer as offer, makeOfferBuyer as buyer } from '../../../test/offers';
import DealOffersPage from './deal-offers-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
const callRouteMock = jest.mocked(callRoute);

const OFFERS = [
  offer('o-1', { buyer: buyer('Zoe', { certifiedBuyer: true }), purchasePrice: 250_000 }),
  offer('o-2', {
    buyer: buyer('Álvaro'),
    offerType: 'creative',
    purchasePrice: null,
    entryFee: 15_000,
    submittedAt: '2029-11-01T10:00:00.000Z',
    message: '=HYPERLINK("x")',
  }),
  offer('o-3', { buyer: buyer('Mia'), purchasePrice: 230_000, status: 'withdrawn' }),
];

const INTERESTS: Interest[] = [
  { dealId: 'deal-1', buyerId: 'b-1', buyer: buyer('Nina'), createdAt: '2029-12-02T10:00:00.000Z' },
  {
    dealId: 'deal-1',
    buyerId: 'b-2',
    buyer: buyer('Olga', { certifiedBuyer: true }),
    createdAt: '2029-12-01T10:00:00.000Z',
  },
];

/** The listing as its owner reads it. */
const LISTING = {
  deal: sampleDeal({ streetAddress: '12 Oak St', offerCount: 3 }),
  seller: {
    firstName: 'Sam',
    lastName: 'Seller',
    companyName: null,
    companyLogoKey: null,
    callBookingLink: null,
  },
  viewer: { isFavorite: false, canManage: true, acceptsOffers: true },
};

interface ApiOptions {
  offerPages?: Offer[][];
  /** Thrown by every read of the offers, from the moment it is set. */
  failOffers?: unknown;
  accept?: FakeRoute<'acceptOffer'>;
}

/** Answers the page's calls; `offerPages` are served in order for the listing's offers. */
function mockApi(options: ApiOptions = {}) {
  const pages = options.offerPages ?? [OFFERS];
  return fakeApi({
    listDealOffers: ({ query }) => {
      if (options.failOffers) throw options.failOffers;
      const index = Number(query?.cursor ?? 0);
      return { items: pages[index] ?? [], nextCursor: index + 1 < pages.length ? String(index + 1) : null };
    },
    listDealInterests: () => ({ items: INTERESTS, nextCursor: null }),
    getDeal: () => LISTING,
    acceptOffer: (input) => (options.accept ? options.accept(input) : offer('o-1')),
  });
}

/** The Blob's bytes as text, BOM kept (jsdom's Blob has no text(), and decoding drops a BOM). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/deals/deal-1/offers']}>
        <Routes>
          <Route
            path="/deals/:dealId/offers"
            element={
              <DealOffersPage
                unauthorized={<p>Access denied page</p>}
                notFound={<p>Not found page</p>}
                buyersPanel={(listing) => <p data-testid="buyers-panel">{JSON.stringify(listing)}</p>}
              />
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const buyerNames = () =>
  within(screen.getByTestId('offers-table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);

describe('DealOffersPage', () => {
  beforeEach(() => callRouteMock.mockReset());

  it('lists the offers newest first with contact, badge, amounts and status', async () => {
    mockApi();
    renderPage();

    const rows = await screen.findAllByTestId('offer-row');

    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Zoe Buyer');
    expect(within(rows[0]!).getByTestId('certified-buyer')).toHaveTextContent('Certified Buyer');
    expect(within(rows[0]!).getByRole('link', { name: '(512) 555-0101' })).toHaveAttribute(
      'href',
      'tel:5125550101',
    );
    expect(rows[0]).toHaveTextContent('$250,000');
    expect(await screen.findByRole('heading', { level: 1, name: '12 Oak St' })).toBeInTheDocument();
    const withdrawn = rows.find((row) => row.textContent?.includes('Mia Buyer'))!;
    expect(within(withdrawn).getByTestId('offer-status-badge')).toHaveTextContent('Withdrawn');
    expect(within(withdrawn).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Accept the offer from Zoe Buyer' })).toBeEnabled();
    expect(document.title).toBe('Offers for 12 Oak St · Dealflow');
  });

  it('sorts by a column header, both ways, and says so with aria-sort', async () => {
    // Prepare
    mockApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('offer-row');
    const nameHeader = screen.getByTestId('sort-buyerName').closest('th')!;

    // Act
    await user.click(screen.getByTestId('sort-buyerName'));

    // Assess
    expect(buyerNames()).toEqual(['Álvaro Buyer', 'Mia Buyer', 'Zoe Buyer']);
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    screen.getByTestId('sort-buyerName').focus();
    await user.keyboard('{Enter}');
    expect(buyerNames()).toEqual(['Zoe Buyer', 'Mia Buyer', 'Álvaro Buyer']);
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByTestId('sort-purchasePrice'));
    // Biggest first; the creative offer without a price goes last.
    expect(buyerNames()).toEqual(['Zoe Buyer', 'Mia Buyer', 'Álvaro Buyer']);
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  });

  it('builds the CSV from every page, with translated headers, the BOM and a defused formula', async () => {
    // Prepare: two pages, only the first on screen.
    mockApi({ offerPages: [[OFFERS[0]!, OFFERS[1]!], [OFFERS[2]!]] });
    const { blobs, click, restore } = captureDownloads();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findAllByTestId('offer-row')).toHaveLength(2);

    // Act
    await user.click(screen.getByTestId('offers-csv'));

    // Assess
    expect(click).toHaveBeenCalled();
    const text = await readBlob(blobs[0]!);
    expect(text.startsWith(CSV_UTF8_BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Buyer,E-mail,Phone,Certified Buyer,Date,Type,Purchase price,Entry fee,Close of escrow,Message,Status',
    );
    expect(lines).toHaveLength(5);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[3]).toContain('Mia Buyer,mia@example.com,(512) 555-0101,No,');
    restore();
  });

  it('says "Failed to download CSV" when a page cannot be read', async () => {
    // Prepare
    const options: ApiOptions = {};
    mockApi(options);
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('offer-row');
    options.failOffers = new ApiRequestError(500, 'Server Error', '', undefined);

    // Act
    await user.click(screen.getByTestId('offers-csv'));

    // Assess
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download CSV');
  });

  it('accepts a pending offer after a confirmation that explains the backups', async () => {
    // Prepare
    const api = mockApi();
    const user = userEvent.setup();
    renderPage();
    const [first] = await screen.findAllByTestId('offer-row');

    // Act
    await user.click(await within(first!).findByRole('button', { name: 'Accept the offer from Zoe Buyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this offer?' });
    expect(within(dialog).getByTestId('certified-buyer')).toHaveTextContent('Certified Buyer');
    expect(dialog).toHaveTextContent('The listing becomes pending');
    expect(dialog).toHaveTextContent('stay as backups');
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));

    // Assess
    expect(await screen.findByTestId('offer-decision-done')).toHaveTextContent(
      'You accepted the offer from Zoe Buyer. The listing is now pending.',
    );
    expect(api.calls('acceptOffer')[0]).toMatchObject({ params: { dealId: 'deal-1', offerId: 'o-1' } });
  });

  it('shows the accept offer error when another offer was accepted first', async () => {
    mockApi({
      accept: () => {
        throw new ApiRequestError(409, 'Conflict', '', { code: 'OFFER_ALREADY_ACCEPTED', message: 'x' });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const [first] = await screen.findAllByTestId('offer-row');
    await user.click(await within(first!).findByRole('button', { name: 'Accept the offer from Zoe Buyer' }));

    await user.click(screen.getByRole('button', { name: 'Accept offer' }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Accept offer error: An offer on this listing has already been accepted.',
    );
  });

  it('shows the interested buyers in their tab', async () => {
    mockApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('offer-row');

    await user.click(screen.getByRole('tab', { name: /Interested buyers/ }));

    const rows = await screen.findAllByTestId('interest-row');
    const row = (name: string) => rows.find((candidate) => candidate.textContent?.includes(name))!;
    expect(row('Nina Buyer')).toBeDefined();
    expect(within(row('Nina Buyer')).queryByTestId('certified-buyer')).not.toBeInTheDocument();
    expect(within(row('Olga Buyer')).getByTestId('certified-buyer')).toHaveTextContent('Certified Buyer');
  });

  it('shows the buyers panel the app composes in its tab, told the listing and whether it takes offers', async () => {
    // Prepare
    mockApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('offer-row');

    // Act
    await user.click(screen.getByRole('tab', { name: 'Buyers for this deal' }));

    // Assess
    expect(JSON.parse((await screen.findByTestId('buyers-panel')).textContent!)).toEqual({
      dealId: 'deal-1',
      address: '12 Oak St',
      takesOffers: true,
    });
  });

  it.each([
    [403, 'Access denied page'],
    [404, 'Not found page'],
  ])('shows the status page for a %s', async (status, text) => {
    mockApi({ failOffers: new ApiRequestError(status, 'Refused', '', undefined) });
    renderPage();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says "Failed to load submitted offers" on another failure', async () => {
    mockApi({ failOffers: new ApiRequestError(400 + 100, 'Server Error', '', undefined) });
    renderPage();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Failed to load submitted offers',
    );
  }, 15_000);
});
