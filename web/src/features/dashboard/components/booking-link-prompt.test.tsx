import { screen } from '@testing-library/react';
import type { Role } from '#shared/users/roles';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { BookingLinkPrompt } from './booking-link-prompt';

const seller = (callBookingLink: string | null, roles: Role[] = ['originator']) =>
  makeUser({ roles, callBookingLink });

describe('BookingLinkPrompt', () => {
  it('asks a seller without a booking link for one, linking to the profile field', () => {
    const user = seller(null);
    renderWithProviders(<BookingLinkPrompt user={user} />, { user });
    expect(screen.getByTestId('booking-link-prompt')).toHaveTextContent(
      'Add a booking link so buyers can schedule a call',
    );
    expect(screen.getByRole('link', { name: 'Add a booking link' })).toHaveAttribute(
      'href',
      '/profile#profile-callBookingLink',
    );
  });

  it('leaves once the seller has a link, and never shows to a buyer', () => {
    const withLink = seller('https://schedule.example.com/sam');
    const { unmount } = renderWithProviders(<BookingLinkPrompt user={withLink} />, { user: withLink });
    expect(screen.queryByTestId('booking-link-prompt')).not.toBeInTheDocument();
    unmount();
    const buyer = seller(null, ['buyer']);
    renderWithProviders(<BookingLinkPrompt user={buyer} />, { user: buyer });
    expect(screen.queryByTestId('booking-link-prompt')).not.toBeInTheDocument();
  });
});
