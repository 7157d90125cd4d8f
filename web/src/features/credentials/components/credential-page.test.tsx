import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { callRoute } from '../../../lib/api/app-api-client';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { CREDENTIAL_ID, makeCredentialVerification } from '../../../test/certification';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { CredentialCheck } from './credential-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

/** The check of `/badges/<id>`, for a visitor unless a user is given. */
const renderPage = (credentialId: string = CREDENTIAL_ID, user: ReturnType<typeof makeUser> | null = null) =>
  renderWithProviders(<CredentialCheck credentialId={credentialId} />, { user, path: '/badges/any' });

describe('CredentialCheck', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('tells a signed-out visitor a valid badge is valid, with its holder, achievement, issuer and date', async () => {
    // Prepare
    const api = fakeApi({ verifyCredential: () => makeCredentialVerification() });

    // Act
    renderPage();

    // Assess
    expect(await screen.findByTestId('credential-status')).toHaveTextContent('Valid');
    expect(screen.getByTestId('credential-result')).toHaveAttribute('data-status', 'valid');
    expect(screen.getByTestId('credential-holder')).toHaveTextContent('Bea Buyer');
    expect(screen.getByText('Certified Buyer', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Dealflow', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByTestId('credential-issued')).toHaveTextContent('Mar 5, 2026');
    expect(api.calls('verifyCredential')).toEqual([
      expect.objectContaining({ params: { credentialId: CREDENTIAL_ID } }),
    ]);
  });

  it('works the same for a signed-in user', async () => {
    fakeApi({ verifyCredential: () => makeCredentialVerification() });

    renderPage(CREDENTIAL_ID, makeUser({ roles: ['originator'] }));

    expect(await screen.findByTestId('credential-status')).toHaveTextContent('Valid');
  });

  it('says a revoked badge is revoked, and since when', async () => {
    // Prepare
    fakeApi({
      verifyCredential: () =>
        makeCredentialVerification({ status: 'revoked', revokedAt: '2026-06-10T09:00:00.000Z' }),
    });

    // Act
    renderPage();

    // Assess
    expect(await screen.findByTestId('credential-status')).toHaveTextContent('Revoked');
    expect(screen.getByText(/no longer holds/)).toBeInTheDocument();
    expect(screen.getByTestId('credential-revoked-at')).toHaveTextContent('Revoked on Jun 10, 2026');
    expect(screen.queryByText('Valid')).not.toBeInTheDocument();
  });

  it('says revoked without a date when the server has none', async () => {
    fakeApi({ verifyCredential: () => makeCredentialVerification({ status: 'revoked' }) });

    renderPage();

    expect(await screen.findByTestId('credential-status')).toHaveTextContent('Revoked');
    expect(screen.queryByTestId('credential-revoked-at')).not.toBeInTheDocument();
  });

  it('says a badge the server does not know is not found, without asking again', async () => {
    // Prepare
    const refusal = { code: 'CREDENTIAL_NOT_FOUND', message: 'Credential not found' };
    const api = fakeApi({
      verifyCredential: () => {
        throw new ApiRequestError(404, 'Not Found', JSON.stringify(refusal), refusal);
      },
    });

    // Act
    renderPage();

    // Assess
    expect(await screen.findByText('Badge not found')).toBeInTheDocument();
    expect(api.calls('verifyCredential')).toHaveLength(1);
    expect(screen.queryByTestId('credential-result')).not.toBeInTheDocument();
  });

  it('says an id that cannot be a credential is not found, without calling the server', async () => {
    // Prepare
    const api = fakeApi({});

    // Act
    renderPage('not a badge!');

    // Assess
    expect(await screen.findByText('Badge not found')).toBeInTheDocument();
    expect(api.calls('verifyCredential')).toEqual([]);
  });

  it('says so when the check fails, and checks again on request', async () => {
    // Prepare
    let failures = 1;
    const api = fakeApi({
      verifyCredential: () => {
        // Refused (a 403 is never retried by itself, so the page shows the failure at once).
        if (failures-- > 0) throw new ApiRequestError(403, 'Forbidden', '', null);
        return makeCredentialVerification();
      },
    });
    renderPage();
    expect(await screen.findByText('The badge could not be checked right now.')).toBeInTheDocument();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    // Assess
    expect(await screen.findByTestId('credential-status')).toHaveTextContent('Valid');
    expect(api.calls('verifyCredential')).toHaveLength(2);
  });

  it('names the achievement in the reader’s language, not the server’s English', async () => {
    fakeApi({ verifyCredential: () => makeCredentialVerification({ achievementName: 'Certified Buyer' }) });
    await act(() => i18next.changeLanguage('es'));
    try {
      renderPage();
      expect(await screen.findByText('Comprador certificado', { selector: 'dd' })).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
