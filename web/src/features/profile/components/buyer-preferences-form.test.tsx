import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateBuyerPreferences } from '#shared/api/routes/users.routes';
import { buyerPreferencesSchema } from '#shared/users/buyer-preferences';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { renderWithProviders } from '../../../test/render';
import { fakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/users';
import { makeTextAlerts } from '../../../test/text-alerts';
import { BuyerPreferencesForm } from './buyer-preferences-form';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
const callRouteMock = jest.mocked(callRoute);

describe('BuyerPreferencesForm', () => {
  it('says the ZIP maximum is reached before anything is sent', async () => {
    // Prepare
    const user = userEvent.setup();
    renderWithProviders(<BuyerPreferencesForm user={makeUser()} section="criteria" />, { user: makeUser() });

    // Act
    await user.type(screen.getByLabelText(/ZIP codes/), '10001 10002 10003 10004 10005 10006');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    expect(await screen.findByText('You have reached the maximum of 5 ZIP codes.')).toBeInTheDocument();
    expect(screen.getByText('Choose a home type.')).toBeInTheDocument();
    expect(screen.getByText('Enter a city.')).toBeInTheDocument();
    expect(callRouteMock).not.toHaveBeenCalled();
  });

  it('refuses an invisible character and a fraction of a cent in words, before anything is sent', async () => {
    // Prepare
    const user = userEvent.setup();
    renderWithProviders(<BuyerPreferencesForm user={makeUser()} section="criteria" />, { user: makeUser() });

    // Act
    await user.type(screen.getByLabelText('City'), 'Aus\u202Etin');
    await user.type(screen.getByLabelText('Maximum monthly payment ($)'), '1500.001');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    expect(
      await screen.findByText(
        'Remove invisible or control characters (such as text-direction marks or zero-width spaces).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Use fewer decimal places.')).toBeInTheDocument();
    expect(callRouteMock).not.toHaveBeenCalled();
  });

  it('sends the preferences and puts the answered user in the session', async () => {
    // Prepare
    const user = userEvent.setup();
    const saved = makeUser({ profileComplete: true });
    callRouteMock.mockResolvedValue(saved);
    const { session } = renderWithProviders(<BuyerPreferencesForm user={makeUser()} section="criteria" />, {
      user: makeUser(),
    });

    // Act
    await user.selectOptions(screen.getByLabelText('Home type'), 'primary');
    await user.selectOptions(screen.getByLabelText('Property type'), 'condo');
    await user.type(screen.getByLabelText('State'), 'tx');
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.type(screen.getByLabelText(/ZIP codes/), '78701, 78702');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    await waitFor(() => expect(session.updateUser).toHaveBeenCalledWith(saved));
    expect(callRouteMock).toHaveBeenCalledWith(updateBuyerPreferences, {
      body: expect.objectContaining({
        homeType: 'primary',
        state: 'TX',
        city: 'Austin',
        zipCodes: ['78701', '78702'],
      }),
    });
  });

  it('shows the server field error after a refused save', async () => {
    // Prepare
    const user = userEvent.setup();
    callRouteMock.mockRejectedValue(
      new ApiRequestError(400, 'Bad Request', '', {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        details: [{ path: 'body.city', message: 'cityTooLong' }],
      }),
    );
    renderWithProviders(<BuyerPreferencesForm user={makeUser()} section="criteria" />, { user: makeUser() });

    // Act
    await user.selectOptions(screen.getByLabelText('Home type'), 'investment');
    await user.selectOptions(screen.getByLabelText('Property type'), 'land');
    await user.type(screen.getByLabelText('State'), 'AZ');
    await user.type(screen.getByLabelText('City'), 'Phoenix');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    expect(await screen.findByText('The city name is too long.')).toBeInTheDocument();
    expect(screen.getByText('Some fields are not valid.')).toBeInTheDocument();
  });

  it('says whether text alerts are on and links to their tab, instead of a text switch it does not send', async () => {
    // Prepare
    const user = userEvent.setup();
    const saved = makeUser();
    const buyer = makeUser({
      buyerPreferences: buyerPreferencesSchema.parse({
        homeType: 'primary',
        propertyType: 'condo',
        state: 'TX',
        city: 'Austin',
      }),
    });
    const api = fakeApi({
      getTextAlerts: () => makeTextAlerts({ status: 'on', phoneNumber: '+15125550100' }),
      updateBuyerPreferences: () => saved,
    });
    renderWithProviders(<BuyerPreferencesForm user={buyer} section="financing" />, { user: buyer });

    // Act
    await waitFor(() =>
      expect(screen.getByTestId('text-alerts-summary')).toHaveTextContent('Text alerts are on.'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    expect(screen.queryByRole('checkbox', { name: /text message/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Text alert settings' })).toHaveAttribute(
      'href',
      '/profile?tab=texts',
    );
    await waitFor(() => expect(api.calls('updateBuyerPreferences')).toHaveLength(1));
    expect(api.calls('updateBuyerPreferences')[0]!.body).not.toHaveProperty('notifyByText');
  });
});
