import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookingLinkFieldPath, lacksBookingLink } from '../../../domain/users/booking-link';
import type { SessionUser } from '../../../lib/session/session-user';

/**
 * A compact card in the selling view while the seller has no call-booking link: without one, buyers
 * can only request a call by e-mail. It leaves once the link is saved.
 */
export function BookingLinkPrompt({ user }: { user: SessionUser }) {
  const { t } = useTranslation('dashboard');
  if (!lacksBookingLink(user)) return null;
  return (
    <section
      className="card booking-link-prompt"
      aria-labelledby="booking-link-prompt"
      data-testid="booking-link-prompt"
    >
      <p id="booking-link-prompt" className="booking-link-prompt__title">
        {t('bookingLink.title')}
      </p>
      <p className="muted">{t('bookingLink.body')}</p>
      <Link className="button button--ghost" to={bookingLinkFieldPath}>
        {t('bookingLink.action')}
      </Link>
    </section>
  );
}
