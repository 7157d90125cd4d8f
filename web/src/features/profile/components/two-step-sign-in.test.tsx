import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { confirmTotpSetup, fetchTotpEnabled, startTotpSetup, turnTotpOff } from '../api/account-security';
import { TwoStepSignIn } from './two-step-sign-in';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
jest.mock('../api/account-security', () => ({
  ...jest.requireActual('../api/account-security'),
  fetchTotpEnabled: jest.fn(),
  startTotpSetup: jest.fn(),
  confirmTotpSetup: jest.fn(),
  turnTotpOff: jest.fn(),
}));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const user = makeUser({ email: 'ada@example.com', mfaEnabled: false });
const renderSection = () => renderWithProviders(<TwoStepSignIn />, { user, path: '/profile' });
const namedError = (name: string) => Object.assign(new Error(name), { name });

describe('TwoStepSignIn (docs/requirements.md#r6-7-mfa)', () => {
  beforeEach(() => {
    jest.mocked(callRoute).mockReset();
    jest.mocked(startTotpSetup).mockResolvedValue({
      secret: SECRET,
      setupUri: `otpauth://totp/Dealflow:ada%40example.com?secret=${SECRET}&issuer=Dealflow`,
    });
  });

  it('turns TOTP on: shows the key and the app link, confirms a code, stores it through the API', async () => {
    // Prepare
    jest.mocked(fetchTotpEnabled).mockResolvedValue(false);
    jest.mocked(confirmTotpSetup).mockResolvedValue();
    const api = fakeApi({ syncMyMfa: () => ({ mfaEnabled: true }) });
    const { session } = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));

    // Act
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('link', { name: 'open it in your authenticator app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^otpauth:\/\/totp\//),
    );
    await userEvent.type(screen.getByLabelText('Code from the app'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));

    // Assess
    expect(await screen.findByTestId('two-step-status')).toHaveTextContent('Two-step sign-in is on');
    expect(startTotpSetup).toHaveBeenCalledWith('ada@example.com');
    expect(confirmTotpSetup).toHaveBeenCalledWith('123456');
    expect(api.calls('syncMyMfa')).toHaveLength(1);
    expect(session.updateUser).toHaveBeenCalledWith(expect.objectContaining({ mfaEnabled: true }));
  });

  it('keeps the set-up open and says so when the code is wrong', async () => {
    jest.mocked(fetchTotpEnabled).mockResolvedValue(false);
    jest.mocked(confirmTotpSetup).mockRejectedValue(namedError('CodeMismatchException'));
    const api = fakeApi({});
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));

    await userEvent.type(await screen.findByLabelText('Code from the app'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    expect(screen.getByTestId('totp-secret')).toBeInTheDocument();
    expect(api.calls('syncMyMfa')).toEqual([]);
  });

  it('refuses a code that is not six digits before asking Cognito', async () => {
    jest.mocked(fetchTotpEnabled).mockResolvedValue(false);
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));

    await userEvent.type(await screen.findByLabelText('Code from the app'), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));

    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(confirmTotpSetup).not.toHaveBeenCalled();
  });

  it('turns TOTP off and stores that through the API', async () => {
    jest.mocked(fetchTotpEnabled).mockResolvedValue(true);
    jest.mocked(turnTotpOff).mockResolvedValue();
    const api = fakeApi({ syncMyMfa: () => ({ mfaEnabled: false }) });
    renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));

    await waitFor(() =>
      expect(screen.getByTestId('two-step-status')).toHaveTextContent('Two-step sign-in is off.'),
    );
    expect(api.calls('syncMyMfa')).toHaveLength(1);
  });

  it('says when the state cannot be read, with a retry', async () => {
    jest.mocked(fetchTotpEnabled).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(false);
    renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByTestId('two-step-status')).toHaveTextContent('Two-step sign-in is off.');
  });
});
