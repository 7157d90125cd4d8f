import { useTranslation } from 'react-i18next';
import { useCopyText } from '../../../lib/clipboard/use-copy-text';

/** Copies `text`; `label` names what is copied for screen readers ("Copy link 2"). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('invitations');
  const { copy, copied } = useCopyText();
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      aria-label={label}
      onClick={() => void copy(text)}
      data-copied={copied}
    >
      <span aria-live="polite">{copied ? t('copy.copied') : t('copy.copy')}</span>
    </button>
  );
}
