import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { currentToast, dismissToast } from '../../../lib/toast/toast-store';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { InvitationGenerator } from './invitation-generator';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const LINK = `http://localhost:5173/signup?invitation=${'z'.repeat(43)}`;

function newInvitation(id: string) {
  return {
    invitationId: id,
    role: 'buyer',
    status: 'pending',
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2026-04-01T00:00:00.000Z',
    usedAt: null,
    createdBy: 'u1',
    email: null,
    token: 'z'.repeat(43),
    link: LINK,
  };
}

function stubClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  const toast = currentToast();
  if (toast) act(() => dismissToast(toast.id));
});

describe('InvitationGenerator', () => {
  it('offers only the roles the user may invite', () => {
    renderWithProviders(<InvitationGenerator user={makeUser({ roles: ['originator'] })} />, {
      path: '/owners',
    });

    const options = within(screen.getByLabelText('Role')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Buyer', 'Originator']);
  });

  it('refuses a batch larger than 25 before calling the server', async () => {
    renderWithProviders(<InvitationGenerator user={makeUser({ roles: ['admin'] })} />, { path: '/owners' });

    await userEvent.clear(screen.getByLabelText('How many (1–25)'));
    await userEvent.type(screen.getByLabelText('How many (1–25)'), '26');
    await userEvent.click(screen.getByRole('button', { name: 'Generate invitations' }));

    expect(screen.getByText('Generate at most 25 invitations at a time.')).toBeInTheDocument();
    expect(callRoute).not.toHaveBeenCalled();
  });

  it('shows each new link once with a Copy button that copies it', async () => {
    jest.mocked(callRoute).mockResolvedValue({ invitations: [newInvitation('i1'), newInvitation('i2')] });
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    renderWithProviders(<InvitationGenerator user={makeUser({ roles: ['admin'] })} />, { path: '/owners' });

    await userEvent.clear(screen.getByLabelText('How many (1–25)'));
    await userEvent.type(screen.getByLabelText('How many (1–25)'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Generate invitations' }));

    expect(await screen.findByText('2 invitations created')).toBeInTheDocument();
    expect(jest.mocked(callRoute).mock.calls[0]?.[1]).toEqual({ body: { role: 'buyer', count: 2 } });
    expect(screen.getAllByTestId('new-invitation-link')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link 1' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('button', { name: 'Copy link 1' })).toHaveTextContent('Copied');
  });

  it('raises Copy failed when the clipboard refuses', async () => {
    jest.mocked(callRoute).mockResolvedValue({ invitations: [newInvitation('i1')] });
    stubClipboard(jest.fn().mockRejectedValue(new Error('NotAllowedError')));
    renderWithProviders(<InvitationGenerator user={makeUser({ roles: ['owner'] })} />, { path: '/owners' });

    await userEvent.click(screen.getByRole('button', { name: 'Generate invitations' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link 1' }));

    expect(currentToast()).toMatchObject({ title: 'toasts.copyFailed.title' });
  });

  it('raises Failed to generate invitations when the server refuses', async () => {
    jest
      .mocked(callRoute)
      .mockRejectedValue(new ApiRequestError(403, '', '', { code: 'FORBIDDEN', message: 'x' }));
    renderWithProviders(<InvitationGenerator user={makeUser({ roles: ['originator'] })} />, {
      path: '/owners',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Generate invitations' }));

    await screen.findByRole('button', { name: 'Generate invitations' });
    expect(currentToast()).toMatchObject({ description: 'toasts.generateInvitationsFailed.description' });
  });

  it('says the daily limit is reached when the server answers 429 INVITATION_LIMIT_REACHED', async () => {
    jest
      .mocked(callRoute)
      .mockRejectedValue(
        new ApiRequestError(429, '', '', { code: 'INVITATION_LIMIT_REACHED', message: 'x' }),
      );
    renderWithProviders(<InvitationGenerator user={makeUser({ roles: ['originator'] })} />, {
      path: '/owners',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Generate invitations' }));

    await screen.findByRole('button', { name: 'Generate invitations' });
    expect(currentToast()).toMatchObject({ description: 'toasts.invitationLimitReached.description' });
  });
});
