import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace } from 'i18next';
import { validationMessage } from './validation-message';

/** Values a namespace's validation messages interpolate (`{{descriptionMin}}`…), from the shared constants. */
export type MessageLimits = Record<string, string | number>;

/**
 * The one translator of field messages: a validation key of the shared schemas reads the
 * namespace's own `validation.<key>` first (a feature's wording of its rules), then the app-wide
 * `validation.*` of common; an unknown key falls back to the generic "not valid".
 */
export function useFieldMessage(
  namespace?: Namespace,
  limits: MessageLimits = {},
): (key: string | undefined) => string | undefined {
  const ns = typeof namespace === 'string' ? namespace : 'common';
  const { t, i18n } = useTranslation(ns);
  const { t: tCommon } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      // The auth schemas name their keys in full (`validation.emailInvalid`), the shared ones bare.
      const key = message.replace(/^validation\./, '');
      if (ns !== 'common' && i18n.exists(`${ns}:validation.${key}`))
        return t(`validation.${key}` as never, limits) as string;
      return validationMessage(tCommon, key);
    },
    // The limits are module constants of each caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, ns, t, tCommon],
  );
}
