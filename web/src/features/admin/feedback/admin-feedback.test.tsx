import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { makeAdminFeedback, makeCounts } from './admin-feedback.fixtures';
import { AdminFeedback } from './admin-feedback';
import { commentExcerpt } from './feedback-table';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

/** Shows the query string, so a test sees what a reload would keep. */
function CurrentSearch() {
  return <output data-testid="current-search">{useLocation().search}</output>;
}

const admin = makeUser({ userId: 'admin-1', roles: ['admin'], mfaEnabled: true });
const renderTab = (path = '/admin?tab=feedback') =>
  renderWithProviders(
    <>
      <AdminFeedback />
      <CurrentSearch />
    </>,
    { user: admin, path },
  );

const idea = makeAdminFeedback({
  feedbackId: '01JFEEDBACK0000000000000002',
  type: 'idea',
  comment: 'Let me save a search.',
  status: 'resolved',
  email: null,
  userName: 'Olga Originator',
  pagePath: '/dashboard',
  screenshotUrl: null,
  hasScreenshot: false,
  context: null,
});

describe('AdminFeedback tab', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('lists feedback with its type, comment excerpt, sender, page, status and screenshot thumbnail', async () => {
    // Prepare
    fakeApi({
      listFeedback: () => ({ items: [makeAdminFeedback(), idea], nextCursor: null }),
      countFeedback: () => makeCounts(),
    });

    // Act
    renderTab();

    // Assess
    const [bug, second] = await screen.findAllByTestId('feedback-row');
    expect(bug).toHaveTextContent('Bug');
    expect(bug).toHaveTextContent(
      'The map stays blank when I open a listing on my phone. It worked yesterday.',
    );
    expect(bug).toHaveTextContent('Bea Buyer');
    expect(bug).toHaveTextContent('bea@example.com');
    expect(bug).toHaveTextContent('/deals/deal-1');
    expect(within(bug!).getByTestId('feedback-status')).toHaveTextContent('Open');
    const thumbnail = within(bug!).getByRole('img', {
      name: 'Screenshot from Bea Buyer (opens in a new tab)',
    });
    expect(thumbnail).toHaveAttribute('src', makeAdminFeedback().screenshotUrl);
    expect(thumbnail.closest('a')).toHaveAttribute('target', '_blank');
    expect(second).toHaveTextContent('Idea');
    expect(within(second!).getByTestId('feedback-status')).toHaveTextContent('Resolved');
    expect(within(second!).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Feedback from users, newest first' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('shows how many feedback items are in each status', async () => {
    // Prepare
    fakeApi({
      listFeedback: () => ({ items: [], nextCursor: null }),
      countFeedback: () => makeCounts({ open: 7, 'in-progress': 2, resolved: 11 }),
    });

    // Act
    renderTab();

    // Assess
    const counts = await screen.findByRole('list', { name: 'Feedback by status' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['7 Open', '2 In progress', '11 Resolved']);
  });

  it('filters by status and type, keeping both in the query string', async () => {
    // Prepare
    const api = fakeApi({
      listFeedback: ({ query }) => ({
        items: query?.status === 'resolved' && query.type === 'idea' ? [idea] : [makeAdminFeedback(), idea],
        nextCursor: null,
      }),
      countFeedback: () => makeCounts(),
    });
    renderTab();
    expect(await screen.findAllByTestId('feedback-row')).toHaveLength(2);

    // Act
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Resolved');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Idea');

    // Assess
    await waitFor(() => expect(screen.getAllByTestId('feedback-row')).toHaveLength(1));
    expect(api.calls('listFeedback').at(-1)?.query).toEqual({ limit: 20, status: 'resolved', type: 'idea' });
    const search = new URLSearchParams(screen.getByTestId('current-search').textContent ?? '');
    expect(Object.fromEntries(search)).toEqual({ tab: 'feedback', status: 'resolved', type: 'idea' });

    // Act: back to every status
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');

    // Assess
    await waitFor(() => expect(api.calls('listFeedback').at(-1)?.query).toEqual({ limit: 20, type: 'idea' }));
    expect(screen.getByTestId('current-search')).toHaveTextContent('?tab=feedback&type=idea');
  });

  it('reads the filters from the query string on load, as after a reload, ignoring unknown values', async () => {
    // Prepare
    const api = fakeApi({
      listFeedback: () => ({ items: [], nextCursor: null }),
      countFeedback: () => makeCounts(),
    });

    // Act
    renderTab('/admin?tab=feedback&status=in-progress&type=nonsense');

    // Assess
    expect(await screen.findByText('No feedback matches these filters.')).toBeInTheDocument();
    expect(api.calls('listFeedback')[0]?.query).toEqual({ limit: 20, status: 'in-progress' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('in-progress');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
  });

  it('says so when there is no feedback yet', async () => {
    // Prepare
    fakeApi({ listFeedback: () => ({ items: [], nextCursor: null }), countFeedback: () => makeCounts() });

    // Act
    renderTab();

    // Assess
    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('feedback-table')).not.toBeInTheDocument();
  });

  it('announces loading while the first page is on its way', async () => {
    // Prepare
    fakeApi({ listFeedback: () => new Promise(() => {}), countFeedback: () => new Promise(() => {}) });

    // Act
    renderTab();

    // Assess
    expect(screen.getAllByRole('status').filter((status) => status.textContent === 'Loading…')).toHaveLength(
      2,
    );
    expect(screen.queryByTestId('feedback-table')).not.toBeInTheDocument();
  });

  it('says when the feedback or the counts cannot be loaded, and tries again on request', async () => {
    // Prepare
    let failing = true;
    const api = fakeApi({
      listFeedback: () =>
        failing ? Promise.reject(new Error('offline')) : { items: [makeAdminFeedback()], nextCursor: null },
      countFeedback: () => Promise.reject(new Error('offline')),
    });
    renderTab();
    expect(await screen.findByText('The feedback could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The counts could not be loaded.')).toBeInTheDocument();

    // Act
    failing = false;
    const retry = within(
      screen.getByText('The feedback could not be loaded.').closest('[role="alert"]')!,
    ).getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);

    // Assess
    expect(await screen.findByTestId('feedback-row')).toBeInTheDocument();
    expect(api.calls('listFeedback')).toHaveLength(2);
  });

  it('loads the next page from the cursor', async () => {
    // Prepare
    const api = fakeApi({
      listFeedback: ({ query }) =>
        query?.cursor
          ? { items: [idea], nextCursor: null }
          : { items: [makeAdminFeedback()], nextCursor: 'page-2' },
      countFeedback: () => makeCounts(),
    });
    renderTab();
    await screen.findByTestId('feedback-row');

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    // Assess
    await waitFor(() => expect(screen.getAllByTestId('feedback-row')).toHaveLength(2));
    expect(api.calls('listFeedback')[1]?.query).toEqual({ limit: 20, cursor: 'page-2' });
  });
});

describe('commentExcerpt', () => {
  it('keeps a short comment whole, on one line', () => {
    expect(commentExcerpt('  Two\nlines  ')).toBe('Two lines');
  });

  it('cuts a long comment at 80 characters with an ellipsis', () => {
    expect(commentExcerpt('a'.repeat(81))).toBe(`${'a'.repeat(80)}…`);
    expect(commentExcerpt('a'.repeat(80))).toBe('a'.repeat(80));
  });
});
