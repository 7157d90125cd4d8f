import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingLinkFieldPath, lacksBookingLink } from '../../../domain/users/booking-link';
import { SessionContext } from '../../../lib/session/session-context';

/**
 * On the listing's last step, while the seller has no call-booking link: a note with a link to the
 * profile field, opened in a new tab so the listing being written stays as it is.
 */
export function BookingLinkNote() {
  const { t } = useTranslation('deal-editor');
  const session = useContext(SessionContext);
  const user = session?.state.status === 'authenticated' ? session.state.user : null;
  if (!lacksBookingLink(user)) return null;
  return (
    <div className="alert alert--info" data-testid="booking-link-note">
      <p>{t('bookingLink.note')}</p>
      <a href={bookingLinkFieldPath} target="_blank" rel="noopener noreferrer">
        {t('bookingLink.action')}
        <span className="visually-hidden"> {t('bookingLink.opensInNewTab')}</span>
      </a>
    </div>
  );
}
