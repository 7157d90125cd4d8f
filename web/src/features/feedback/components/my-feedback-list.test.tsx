import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { makeMyFeedback } from '../test/feedback-fixtures';
import { MyFeedbackList } from './my-feedback-list';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

beforeEach(() => jest.mocked(callRoute).mockReset());

const renderList = () => renderWithProviders(<MyFeedbackList />, { user: makeUser() });

describe('MyFeedbackList', () => {
  it('says it is loading, then lists each feedback with its type and status', async () => {
    // Prepare
    fakeApi({
      listMyFeedback: () => ({
        items: [
          makeMyFeedback({ feedbackId: 'f2', type: 'idea', comment: 'Dark mode', status: 'resolved' }),
          makeMyFeedback({
            feedbackId: 'f1',
            comment: 'Map is blank',
            status: 'in-progress',
            hasScreenshot: true,
          }),
        ],
        nextCursor: null,
      }),
    });

    // Act
    renderList();

    // Assess
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Idea');
    expect(items[0]).toHaveTextContent('Dark mode');
    expect(items[0]).toHaveTextContent('Resolved');
    expect(items[1]).toHaveTextContent('In progress');
    expect(items[1]).toHaveTextContent('With a screenshot');
    // The same status tag as the admin pages: one look and one wording for a status.
    expect(within(items[0]!).getByTestId('feedback-status')).toHaveClass('feedback-status--resolved');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when the user has sent nothing yet', async () => {
    fakeApi({ listMyFeedback: () => ({ items: [], nextCursor: null }) });
    renderList();
    expect(await screen.findByText('You have not sent any feedback yet.')).toBeInTheDocument();
  });

  it('says the list failed and tries again on request', async () => {
    // Prepare
    let fail = true;
    const api = fakeApi({
      listMyFeedback: () => {
        if (fail) throw new NetworkError();
        return { items: [makeMyFeedback()], nextCursor: null };
      },
    });
    const user = userEvent.setup();
    renderList();

    // Act
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your feedback');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    // Assess
    expect(await screen.findByText('The map does not load')).toBeInTheDocument();
    expect(api.calls('listMyFeedback')).toHaveLength(2);
  });

  it('loads the next page with the cursor of the last one', async () => {
    // Prepare
    const api = fakeApi({
      listMyFeedback: ({ query }) =>
        query?.cursor === 'page-2'
          ? { items: [makeMyFeedback({ feedbackId: 'f1', comment: 'Older' })], nextCursor: null }
          : { items: [makeMyFeedback({ feedbackId: 'f2', comment: 'Newer' })], nextCursor: 'page-2' },
    });
    const user = userEvent.setup();
    renderList();

    // Act
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    // Assess
    expect(await screen.findByText('Older')).toBeInTheDocument();
    expect(screen.getByText('Newer')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(api.calls('listMyFeedback').map((call) => call.query?.cursor)).toEqual([undefined, 'page-2']);
  });
});
