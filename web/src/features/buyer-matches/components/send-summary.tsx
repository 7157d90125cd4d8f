import { useTranslation } from 'react-i18next';
import { OUTREACH_MAX_PER_BUYER, type SendToBuyersResult } from '#shared/buyer-matches/buyer-match-api';

/**
 * What a "Send" did: who was e-mailed, then each buyer who was not and why, by name. Announced as a
 * status; `names` maps the ids the API answers to the names the seller chose.
 */
export function SendSummary({
  result,
  names,
}: {
  result: SendToBuyersResult;
  names: ReadonlyMap<string, string>;
}) {
  const { t, i18n } = useTranslation('deal-offers');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const nameOf = (userId: string) => names.get(userId) ?? userId;
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  return (
    <div
      className={`alert ${result.sent.length > 0 ? 'alert--success' : 'alert--info'}`}
      role="status"
      data-testid="send-summary"
    >
      <p>
        {result.sent.length > 0
          ? t('buyers.send.sent', { count: result.sent.length, names: list.format(result.sent.map(nameOf)) })
          : t('buyers.send.noneSent')}
      </p>
      {result.skipped.length > 0 && (
        <>
          <p id="send-summary-skipped">{t('buyers.send.skippedHeading')}</p>
          <ul aria-labelledby="send-summary-skipped">
            {result.skipped.map((skip) => (
              <li key={skip.userId}>
                {t(`buyers.send.skipped.${skip.reason}`, {
                  name: nameOf(skip.userId),
                  max: OUTREACH_MAX_PER_BUYER,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
