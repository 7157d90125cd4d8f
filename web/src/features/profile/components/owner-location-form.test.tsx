import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateOwnerLocation } from '#shared/api/routes/users.routes';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { OwnerLocationForm } from './owner-location-form';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
const callRouteMock = jest.mocked(callRoute);

const owner = makeUser({ roles: ['owner'] });
const renderForm = (user = owner) => renderWithProviders(<OwnerLocationForm user={user} />, { user });

describe('OwnerLocationForm', () => {
  it('is off until the member turns it on', () => {
    renderForm();

    expect(
      screen.getByRole('checkbox', { name: 'Show my company on the Owners Club map' }),
    ).not.toBeChecked();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('');
  });

  it('asks for a ZIP to turn it on, and for five digits, before anything is sent', async () => {
    // Prepare
    const user = userEvent.setup();
    renderForm();

    // Act
    await user.click(screen.getByRole('checkbox', { name: 'Show my company on the Owners Club map' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    expect(await screen.findByText('Enter your ZIP code to appear on the map.')).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveFocus();
    await user.type(screen.getByLabelText('ZIP code'), '787');
    expect(await screen.findByText('Each ZIP code has 5 digits.')).toBeInTheDocument();
    expect(callRouteMock).not.toHaveBeenCalled();
  });

  it('turns it on at the ZIP and puts the answered user in the session', async () => {
    // Prepare
    const user = userEvent.setup();
    const saved = makeUser({ roles: ['owner'], ownerLocation: { visible: true, zipCode: '78701' } });
    callRouteMock.mockResolvedValue(saved);
    const { session } = renderForm();

    // Act
    await user.click(screen.getByRole('checkbox', { name: 'Show my company on the Owners Club map' }));
    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    await waitFor(() => expect(session.updateUser).toHaveBeenCalledWith(saved));
    expect(callRouteMock).toHaveBeenCalledWith(updateOwnerLocation, {
      body: { visible: true, zipCode: '78701' },
    });
  });

  it('turns it off keeping the ZIP it had', async () => {
    // Prepare
    const user = userEvent.setup();
    callRouteMock.mockResolvedValue(owner);
    renderForm(makeUser({ roles: ['owner'], ownerLocation: { visible: true, zipCode: '10001' } }));

    // Act
    await user.click(screen.getByRole('checkbox', { name: 'Show my company on the Owners Club map' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    await waitFor(() =>
      expect(callRouteMock).toHaveBeenCalledWith(updateOwnerLocation, {
        body: { visible: false, zipCode: '10001' },
      }),
    );
  });

  it('shows the server refusing a ZIP it does not know, translated', async () => {
    // Prepare
    const user = userEvent.setup();
    callRouteMock.mockRejectedValue(
      new ApiRequestError(400, 'Bad Request', '', {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        details: [{ path: 'body.zipCode', message: 'zipUnknown' }],
      }),
    );
    renderForm();

    // Act
    await user.click(screen.getByRole('checkbox', { name: 'Show my company on the Owners Club map' }));
    await user.type(screen.getByLabelText('ZIP code'), '00000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    expect(
      await screen.findByText('We do not know this ZIP code. Check it, or use a nearby one.'),
    ).toBeInTheDocument();
  });
});
