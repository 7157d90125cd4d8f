import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callRoute } from '../../../lib/api/app-api-client';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { currentToast, dismissToast } from '../../../lib/toast/toast-store';
import { CREDENTIAL_ID, makeCertification, makeOpenBadgeCredential } from '../../../test/certification';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { CertificationCard } from './certification-card';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const renderCard = () =>
  renderWithProviders(<CertificationCard />, { user: makeUser({ roles: ['buyer'] }), path: '/dashboard' });

function stubClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

/** The text of a Blob (jsdom's Blob has no text()). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

afterEach(() => {
  const toast = currentToast();
  if (toast) act(() => dismissToast(toast.id));
});

describe('CertificationCard', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('shows nothing, and asks nothing, while the e-mail is not verified', () => {
    // Prepare
    const api = fakeApi({ getMyCertification: () => ({ certification: makeCertification() }) });

    // Act
    renderWithProviders(<CertificationCard />, {
      user: makeUser({ roles: ['buyer'], emailVerified: false }),
      path: '/dashboard',
    });

    // Assess
    expect(screen.queryByTestId('certification')).not.toBeInTheDocument();
    expect(api.calls('getMyCertification')).toEqual([]);
  });

  it('explains a refused read by its code', async () => {
    // Prepare
    fakeApi({
      getMyCertification: () => {
        throw new ApiRequestError(429, 'Too Many Requests', '', {
          code: 'RATE_LIMITED',
          message: 'Slow down',
        });
      },
    });

    // Act
    renderCard();

    // Assess
    const alert = await screen.findByTestId('certification-failed');
    expect(alert).toHaveTextContent('Your Certified Buyer badge could not be loaded.');
    expect(alert).toHaveTextContent('Too many requests');
  });

  it('shows nothing to a buyer without the badge', async () => {
    // Prepare
    const api = fakeApi({ getMyCertification: () => ({ certification: null }) });

    // Act
    renderCard();

    // Assess
    await waitFor(() => expect(api.calls('getMyCertification')).toHaveLength(1));
    expect(screen.queryByTestId('certification')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the badge with the date it was earned and the ways to share it', async () => {
    // Prepare
    fakeApi({ getMyCertification: () => ({ certification: makeCertification() }) });

    // Act
    renderCard();

    // Assess
    expect(await screen.findByRole('heading', { name: 'Certified Buyer' })).toBeInTheDocument();
    expect(screen.getByTestId('certification-earned')).toHaveTextContent('Earned on Mar 5, 2026');
    expect(screen.getByRole('button', { name: 'Download badge' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Copy verification link' })).toBeEnabled();
    expect(screen.queryByTestId('certification-lapsed')).not.toBeInTheDocument();
  });

  it('says a badge the course asked to earn again needs re-certification, links to the course, and offers no sharing', async () => {
    // Prepare
    fakeApi({ getMyCertification: () => ({ certification: makeCertification({ valid: false }) }) });

    // Act
    renderCard();

    // Assess
    expect(await screen.findByText('Your badge needs re-certification')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to training' })).toHaveAttribute('href', '/training');
    expect(screen.queryByRole('button', { name: 'Download badge' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy verification link' })).not.toBeInTheDocument();
  });

  it('downloads the signed credential as certified-buyer.json', async () => {
    // Prepare
    const credential = makeOpenBadgeCredential();
    const api = fakeApi({
      getMyCertification: () => ({ certification: makeCertification() }),
      getMyCredential: () => credential,
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:credential';
    });
    URL.revokeObjectURL = jest.fn();
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    renderCard();

    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Download badge' }));

    // Assess
    await waitFor(() => expect(downloads).toEqual(['certified-buyer.json']));
    expect(api.calls('getMyCredential')).toHaveLength(1);
    expect(blobs[0]?.type).toBe('application/json');
    expect(JSON.parse(await readBlob(blobs[0]!))).toEqual(credential);
    click.mockRestore();
  });

  it('says why when there is no valid badge to download', async () => {
    // Prepare
    const refusal = { code: 'NOT_CERTIFIED', message: 'You do not hold a valid Certified Buyer badge.' };
    fakeApi({
      getMyCertification: () => ({ certification: makeCertification() }),
      getMyCredential: () => {
        throw new ApiRequestError(404, 'Not Found', JSON.stringify(refusal), refusal);
      },
    });
    renderCard();

    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Download badge' }));

    // Assess
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Download failed');
    expect(alert).toHaveTextContent('there is nothing to download');
  });

  it('copies the public verification link on this site and confirms it with a toast', async () => {
    // Prepare
    const writeText = jest.fn().mockResolvedValue(undefined);
    fakeApi({ getMyCertification: () => ({ certification: makeCertification() }) });
    renderCard();
    const button = await screen.findByRole('button', { name: 'Copy verification link' });
    stubClipboard(writeText);

    // Act
    await userEvent.click(button);

    // Assess
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/badges/${CREDENTIAL_ID}`);
    expect(currentToast()).toMatchObject({ variant: 'success', title: 'credentials:toasts.linkCopied' });
    expect(button).toHaveTextContent('Copied');
  });

  it('raises Copy failed, and no success, when the clipboard refuses', async () => {
    // Prepare
    fakeApi({ getMyCertification: () => ({ certification: makeCertification() }) });
    renderCard();
    const button = await screen.findByRole('button', { name: 'Copy verification link' });
    stubClipboard(jest.fn().mockRejectedValue(new Error('NotAllowedError')));

    // Act
    await userEvent.click(button);

    // Assess
    expect(currentToast()).toMatchObject({ variant: 'error', title: 'toasts.copyFailed.title' });
  });
});
