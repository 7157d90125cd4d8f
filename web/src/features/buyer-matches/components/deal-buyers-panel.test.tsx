import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DealBuyersPage, RankedBuyer } from '#shared/buyer-matches/buyer-match-api';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { fakeApi, type FakeRoute } from '../../../test/fake-api';
import { readBlob } from '../../../test/read-blob';
import { captureDownloads } from '../../../test/downloads';
import { renderWithProviders } from '../../../test/render';
import DealBuyersPanel from './deal-buyers-panel';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const buyer = (userId: string, overrides: Partial<RankedBuyer> = {}): RankedBuyer => ({
  userId,
  displayName: `${userId} R.`,
  score: 80,
  chips: [],
  certifiedBuyer: false,
  firstRightOfRefusal: false,
  lastSentAt: null,
  canSend: true,
  ...overrides,
});

const DANA = buyer('Dana', {
  score: 92,
  certifiedBuyer: true,
  chips: [
    { factor: 'location', fit: true, reason: { key: 'buyBoxZip', values: { zipCode: '78701' } } },
    { factor: 'certifiedBuyer', fit: true },
    { factor: 'recentActivity', fit: true, count: 4 },
    {
      factor: 'budget',
      fit: false,
      reason: { key: 'priceAtMost', values: { purchasePrice: 450_000, maxPrice: 400_000 } },
    },
    { factor: 'firstRefusal', fit: false },
  ],
});
const ELI = buyer('Eli', { score: 75, canSend: false, lastSentAt: '2026-11-20T10:00:00.000Z' });
const RANKED = [
  DANA,
  ELI,
  buyer('Fay', { score: 70 }),
  buyer('Gus', { score: 60 }),
  buyer('Hal', { score: 50 }),
];

const page = (items: RankedBuyer[], overrides: Partial<DealBuyersPage> = {}): DealBuyersPage => ({
  items,
  nextCursor: null,
  total: items.length,
  capped: false,
  ...overrides,
});

function mockApi(options: { list?: FakeRoute<'listDealBuyers'>; send?: FakeRoute<'sendDealToBuyers'> } = {}) {
  return fakeApi({
    listDealBuyers: options.list ?? (() => page(RANKED)),
    sendDealToBuyers:
      options.send ??
      ((input) => ({
        sent: input.body!.buyerIds.slice(1),
        skipped: [{ userId: 'Dana', reason: 'weeklyCap' }],
      })),
  });
}

const renderPanel = (takesOffers = true) =>
  renderWithProviders(<DealBuyersPanel dealId="deal-1" address="12 Oak St" takesOffers={takesOffers} />);

const rows = () => screen.findAllByTestId('ranked-buyer');

describe('DealBuyersPanel', () => {
  it('ranks the buyers best first with a named score, what fits and what does not, worded like the alerts', async () => {
    // Prepare
    mockApi({ list: () => page(RANKED, { total: 5, capped: true }) });

    // Act
    renderPanel();

    // Assess
    const [dana, eli] = await rows();
    expect(screen.getByTestId('deal-buyers-total')).toHaveTextContent('5 buyers fit');
    expect(screen.getByTestId('deal-buyers-capped')).toHaveTextContent(/best of those it read/);
    expect(within(dana!).getByRole('meter', { name: 'Match score of Dana R.' })).toHaveAttribute(
      'value',
      '92',
    );
    expect(dana).toHaveTextContent('92/100');
    const texts = (name: string) =>
      within(within(dana!).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(texts('What fits')).toEqual([
      '✓ In ZIP 78701, one of your buy box ZIPs.',
      '✓ Certified Buyer',
      '✓ 4 recent actions on similar deals',
    ]);
    expect(texts('What does not fit')).toEqual([
      '✕ Priced $450,000, above your $400,000 maximum.',
      '✕ No first right of refusal',
    ]);
    expect(within(eli!).getByRole('checkbox', { name: 'Select Eli R.' })).toBeDisabled();
    expect(eli).toHaveTextContent('Sent Nov 20, 2026');
  });

  it('says so when no buyer fits', async () => {
    mockApi({ list: () => page([]) });
    renderPanel();
    expect(
      await screen.findByText("No buyer's buy box or preferences fit this listing yet."),
    ).toBeInTheDocument();
  });

  it('asks the API again with the filters, and loads the next page by its cursor', async () => {
    // Prepare
    const api = mockApi({
      list: ({ query }) =>
        query?.cursor ? page([buyer('Ivy')]) : page(RANKED, { nextCursor: 'next-1', total: 6 }),
    });
    const user = userEvent.setup();
    renderPanel();
    await rows();

    // Act
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Ivy R.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Lowest match score'), '70 or more');
    await user.click(screen.getByRole('checkbox', { name: 'Certified Buyers only' }));

    // Assess
    await waitFor(() =>
      expect(api.calls('listDealBuyers').at(-1)?.query).toEqual({
        limit: 20,
        minScore: 70,
        certifiedOnly: 'true',
      }),
    );
    expect(api.calls('listDealBuyers')[1]?.query).toEqual({ limit: 20, cursor: 'next-1' });
  });

  it('exports every page the filters keep as CSV, chips worded as on screen', async () => {
    // Prepare: two pages, only the first on screen.
    const api = mockApi({
      list: ({ query }) => (query?.cursor ? page([ELI]) : page([DANA], { nextCursor: 'next-1', total: 2 })),
    });
    const { blobs, click, restore } = captureDownloads();
    const user = userEvent.setup();
    renderPanel();
    expect(await rows()).toHaveLength(1);

    // Act
    await user.click(screen.getByTestId('buyers-csv'));

    // Assess
    await waitFor(() => expect(click).toHaveBeenCalled());
    const lines = (await readBlob(blobs[0]!)).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      'Buyer,Match score,What fits,What does not fit,Certified Buyer,First right of refusal,Last sent',
      'Dana R.,92,"In ZIP 78701, one of your buy box ZIPs.; Certified Buyer; 4 recent actions on similar deals","Priced $450,000, above your $400,000 maximum.; No first right of refusal",Yes,No,',
      'Eli R.,75,,,No,No,2026-11-20T10:00:00.000Z',
    ]);
    expect(api.calls('listDealBuyers').map((call) => call.query)).toEqual([
      { limit: 20 },
      { limit: 50 },
      { limit: 50, cursor: 'next-1' },
    ]);
    restore();
  });

  it('says the list failed to load and retries on request', async () => {
    let fail = true;
    mockApi({
      list: () => {
        if (fail) throw new ApiRequestError(500, 'Server Error', '', undefined);
        return page(RANKED);
      },
    });
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Failed to load the buyers for this listing',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(5);
  }, 15_000);

  it('selects the top 3 that can be sent, sends with the note, then says who got it and who did not', async () => {
    // Prepare
    const api = mockApi();
    const user = userEvent.setup();
    renderPanel();
    await rows();

    // Act
    await user.click(screen.getByRole('button', { name: 'Select top 3' }));
    expect(screen.getByTestId('deal-buyers-selected')).toHaveTextContent('3 buyers selected');
    await user.click(screen.getByRole('button', { name: 'Send to selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this listing to 3 buyers' });
    expect(within(dialog).getByRole('list', { name: 'Recipients' })).toHaveTextContent('Dana R.Fay R.Gus R.');
    await user.type(within(dialog).getByLabelText('Note to the buyers (optional)'), 'Keys on Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    // Assess
    const summary = await screen.findByTestId('send-summary');
    expect(api.calls('sendDealToBuyers')).toEqual([
      { params: { dealId: 'deal-1' }, body: { buyerIds: ['Dana', 'Fay', 'Gus'], note: 'Keys on Friday' } },
    ]);
    expect(summary).toHaveTextContent('E-mailed 2 buyers: Fay R. and Gus R.');
    expect(summary).toHaveTextContent('Dana R.: has had 3 listings from sellers this week.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls('listDealBuyers')).toHaveLength(2));
  });

  it('keeps the dialog open with the reason when the API refuses the send', async () => {
    // Prepare
    mockApi({
      send: () => {
        throw new ApiRequestError(429, 'Too Many Requests', '', { code: 'RATE_LIMITED', message: 'x' });
      },
    });
    const user = userEvent.setup();
    renderPanel();
    const [dana] = await rows();
    await user.click(within(dana!).getByRole('checkbox', { name: 'Select Dana R.' }));
    await user.click(screen.getByRole('button', { name: 'Send to selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this listing to 1 buyer' });

    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    // Assess
    expect(await within(dialog).findByTestId('send-to-buyers-error')).toHaveTextContent(
      'The listing was not sent. You have sent many requests today. Please try again tomorrow.',
    );
  });

  it('offers no choosing or sending while the listing does not take offers', async () => {
    mockApi();
    renderPanel(false);
    await rows();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to selected' })).not.toBeInTheDocument();
    expect(
      screen.getByText('You can send this listing while it is exclusive or active.'),
    ).toBeInTheDocument();
  });
});
