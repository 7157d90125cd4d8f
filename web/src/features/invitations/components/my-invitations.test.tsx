import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callRoute } from '../../../lib/api/app-api-client';
import { renderWithProviders } from '../../../test/render';
import { MyInvitations } from './my-invitations';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

function invitation(id: string, status: 'pending' | 'used' | 'expired') {
  return {
    invitationId: id,
    role: 'buyer',
    status,
    createdAt: '2026-01-05T12:00:00.000Z',
    expiresAt: '2026-04-05T12:00:00.000Z',
    usedAt: null,
    createdBy: 'u1',
    email: null,
  };
}

describe('MyInvitations', () => {
  it('says so when the user has invited nobody yet', async () => {
    jest.mocked(callRoute).mockResolvedValue({ items: [], nextCursor: null });
    renderWithProviders(<MyInvitations />, { path: '/owners' });

    expect(await screen.findByText('You have not invited anyone yet.')).toBeInTheDocument();
  });

  it('lists created, expires and status, and loads more with the cursor', async () => {
    jest
      .mocked(callRoute)
      .mockResolvedValueOnce({ items: [invitation('a', 'pending')], nextCursor: 'cursor-2' })
      .mockResolvedValueOnce({
        items: [invitation('b', 'used'), invitation('c', 'expired')],
        nextCursor: null,
      });
    renderWithProviders(<MyInvitations />, { path: '/owners' });

    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('Apr 5, 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findAllByTestId('invitation-row')).toHaveLength(3);
    expect(jest.mocked(callRoute).mock.calls[1]?.[1]).toMatchObject({
      query: { cursor: 'cursor-2', limit: 10 },
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
