import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { updateLanguage } from '#shared/api/routes/auth.routes';
import { callRoute } from '../lib/api/app-api-client';
import { LOCAL_STORAGE_KEYS } from '../lib/storage/storage-keys';
import { currentToast, dismissToast } from '../lib/toast/toast-store';
import { renderWithProviders } from '../test/render';
import { makeUser } from '../test/users';
import { LanguageSelector } from './language-selector';
import { Toaster } from './toaster';

jest.mock('../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

function renderSelector(signedIn: boolean) {
  return renderWithProviders(
    <>
      <LanguageSelector id="language" />
      <Toaster />
    </>,
    { user: signedIn ? makeUser() : null },
  );
}

afterEach(async () => {
  const toast = currentToast();
  if (toast) act(() => dismissToast(toast.id));
  await act(() => i18next.changeLanguage('en'));
});

describe('LanguageSelector', () => {
  it('switches a visitor to Spanish and saves the choice, without calling the server', async () => {
    renderSelector(false);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');

    expect(i18next.language).toBe('es');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.language)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(callRoute).not.toHaveBeenCalled();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('saves the choice on the server when signed in and confirms it', async () => {
    jest.mocked(callRoute).mockResolvedValue(makeUser({ languagePreference: 'es' }));
    const { session } = renderSelector(true);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');

    expect(callRoute).toHaveBeenCalledWith(updateLanguage, { body: { languagePreference: 'es' } });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Idioma actualizado');
    expect(toast).toHaveTextContent('Idioma establecido: Español');
    expect(session.updateUser).toHaveBeenCalledWith(expect.objectContaining({ languagePreference: 'es' }));
  });

  it('says so when the server could not save the choice', async () => {
    jest.mocked(callRoute).mockRejectedValue(new Error('500'));
    renderSelector(true);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('No se pudo actualizar la preferencia de idioma');
    await waitFor(() => expect(i18next.language).toBe('es'));
  });
});
