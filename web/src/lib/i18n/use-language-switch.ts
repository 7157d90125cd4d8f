import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { updateLanguage } from '#shared/api/routes/auth.routes';
import type { Language } from '#shared/core/language';
import { callRoute } from '../api/app-api-client';
import { useSession } from '../session/session-context';
import { showToast } from '../toast/toast-store';
import { currentLanguage, switchLanguage } from './i18n';

/**
 * Switches the interface language; when signed in, also saves it on the server and says so in a
 * toast (docs/requirements.md#r7-1, docs/requirements.md#r8-10). Signed-out visitors only get the local
 * switch.
 */
export function useLanguageSwitch(): {
  language: Language;
  changeLanguage: (language: Language) => Promise<void>;
  isSaving: boolean;
} {
  // Subscribing to i18n also re-renders the caller when the language changes.
  const { t } = useTranslation();
  const { state, updateUser } = useSession();
  const isSignedIn = state.status === 'authenticated';

  const saveOnServer = useMutation({
    mutationFn: (language: Language) => callRoute(updateLanguage, { body: { languagePreference: language } }),
    onSuccess: (user, language) => {
      updateUser(user);
      showToast({
        variant: 'success',
        title: 'toasts.languageUpdated.title',
        description: 'toasts.languageUpdated.description',
        values: { language: t(`language.names.${language}`) },
      });
    },
    onError: () => {
      showToast({
        variant: 'error',
        title: 'toasts.languageFailed.title',
        description: 'toasts.languageFailed.description',
      });
    },
  });

  const { mutate } = saveOnServer;
  const changeLanguage = useCallback(
    async (language: Language) => {
      if (language === currentLanguage()) return;
      await switchLanguage(language);
      if (isSignedIn) mutate(language);
    },
    [isSignedIn, mutate],
  );

  return { language: currentLanguage(), changeLanguage, isSaving: saveOnServer.isPending };
}
