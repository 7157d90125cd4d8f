import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The numbers card's box and title, around whatever state it is in. */
export function NumbersCardFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('deals');
  return (
    <section className="card stack numbers-card" aria-labelledby="deal-numbers" data-testid="numbers-card">
      <h2 id="deal-numbers">{t('numbers.title')}</h2>
      {children}
    </section>
  );
}

/**
 * The card while its code or the buyer's saved inputs load: the listing page shows it in the card's
 * place until the card's own chunk has arrived, so nothing below it moves twice.
 */
export function NumbersCardLoading() {
  const { t } = useTranslation('deals');
  return (
    <NumbersCardFrame>
      <p role="status" className="muted">
        {t('numbers.loading')}
      </p>
    </NumbersCardFrame>
  );
}
