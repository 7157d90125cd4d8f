import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { QUIZ_ATTEMPTS_PER_DAY } from '#shared/training/training-limits';
import { TRAINING_ERROR_CODES, useTrainingErrorMessages } from './training-error-messages';

describe('useTrainingErrorMessages', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it.each(['en', 'es'])(
    'explains every training error code in %s, with the limits filled in',
    async (language) => {
      await act(() => i18next.changeLanguage(language));
      const { result } = renderHook(() => useTrainingErrorMessages());
      for (const code of TRAINING_ERROR_CODES) {
        expect(result.current[code]).not.toMatch(/errors\.codes|{{/);
      }
      expect(result.current.QUIZ_ATTEMPTS_EXHAUSTED).toContain(String(QUIZ_ATTEMPTS_PER_DAY));
    },
  );
});
