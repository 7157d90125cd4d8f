import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOwnerLocations } from '#shared/api/routes/owners.routes';
import type { OwnerLocations as OwnerLocationsAnswer } from '#shared/demand/demand';
import { callRoute } from '../../../lib/api/app-api-client';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { OwnerLocations } from './owner-locations';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
// maplibre needs WebGL, which jsdom has not: the map chunk stands in as a marker of what it was given.
jest.mock('./owner-locations-map', () => ({
  __esModule: true,
  default: ({ points }: { points: { zipCode: string }[] }) => (
    <div data-testid="owner-locations-map">{points.map((point) => point.zipCode).join(' ')}</div>
  ),
}));
const callRouteMock = jest.mocked(callRoute);

const ANSWER: OwnerLocationsAnswer = {
  points: [
    {
      zipCode: '10001',
      city: 'New York',
      state: 'NY',
      location: { lat: 40.75, lng: -73.99 },
      members: ['Zeta Realty'],
    },
    {
      zipCode: '78701',
      city: 'Austin',
      state: 'TX',
      location: { lat: 30.27, lng: -97.74 },
      members: ['Acme Homes', 'Ana R.'],
    },
  ],
};

const renderSection = () =>
  renderWithProviders(<OwnerLocations />, { path: '/owners', user: makeUser({ roles: ['owner'] }) });

describe('OwnerLocations', () => {
  it('lists every ZIP with its members beside the map', async () => {
    // Prepare
    callRouteMock.mockResolvedValue(ANSWER);

    // Act
    renderSection();

    // Assess
    const list = await screen.findByTestId('owner-locations-list');
    const austin = within(list).getByText('Austin, TX 78701').closest('li')!;
    expect(within(austin).getByText('(2 members)')).toBeInTheDocument();
    expect(
      within(austin)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Acme Homes', 'Ana R.']);
    expect(within(list).getByText('Zeta Realty')).toBeInTheDocument();
    expect(await screen.findByTestId('owner-locations-map')).toHaveTextContent('10001 78701');
    expect(callRouteMock).toHaveBeenCalledWith(getOwnerLocations, expect.anything());
  });

  it('says nobody has shared their location yet and links to the profile setting', async () => {
    // Prepare
    callRouteMock.mockResolvedValue({ points: [] });

    // Act
    renderSection();

    // Assess
    expect(await screen.findByText('No members have shared their location yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show my company on the map' })).toHaveAttribute(
      'href',
      '/profile?tab=company',
    );
    expect(screen.queryByTestId('owner-locations-map')).not.toBeInTheDocument();
  });

  it('says the locations failed to load, and loads them again on request', async () => {
    // Prepare
    const user = userEvent.setup();
    callRouteMock.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(ANSWER);
    renderSection();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load owner locations');

    // Act
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    // Assess
    expect(await screen.findByTestId('owner-locations-list')).toBeInTheDocument();
  });
});
