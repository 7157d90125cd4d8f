import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { BookingLinkNote } from './booking-link-note';

const seller = (callBookingLink: string | null) => makeUser({ roles: ['originator'], callBookingLink });

describe('BookingLinkNote (listing form)', () => {
  it('links to the profile field in a new tab, so the listing being written stays', () => {
    renderWithProviders(<BookingLinkNote />, { user: seller(null) });
    const link = screen.getByRole('link', { name: /Add a booking link in your profile/ });
    expect(link).toHaveAttribute('href', '/profile#profile-callBookingLink');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says nothing to a seller who has a link', () => {
    renderWithProviders(<BookingLinkNote />, { user: seller('https://schedule.example.com/sam') });
    expect(screen.queryByTestId('booking-link-note')).not.toBeInTheDocument();
  });
});
