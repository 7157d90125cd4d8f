import './feedback.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { paths } from '../../../lib/paths/paths';
import { FeedbackForm } from './feedback-form';
import { MyFeedbackList } from './my-feedback-list';

/**
 * /feedback (docs/requirements.md#r2-11): the widget's form on a page of its own, then the user's
 * own feedback with its status. Signed-in users only; exempt from the profile-completion redirect.
 */
export default function FeedbackPage() {
  const { t } = useTranslation('feedback');
  usePageTitle(t('page.title'));
  // A sent form makes way for an empty one, with a new challenge.
  const [formKey, setFormKey] = useState(0);
  const formTitleRef = useRef<HTMLHeadingElement>(null);
  // The sent form is gone with what had focus: the new one's heading takes it, not the page.
  useEffect(() => {
    if (formKey > 0) formTitleRef.current?.focus();
  }, [formKey]);
  return (
    <div className="page feedback-page">
      <h1>{t('page.title')}</h1>
      <p className="muted">{t('page.intro')}</p>
      <section className="card" aria-labelledby="feedback-form-title">
        <h2 id="feedback-form-title" ref={formTitleRef} tabIndex={-1}>
          {t('page.formTitle')}
        </h2>
        <FeedbackForm
          key={formKey}
          idPrefix="feedback-page"
          initialType={null}
          pagePath={paths.feedback}
          onSent={() => setFormKey((key) => key + 1)}
        />
      </section>
      <MyFeedbackList />
    </div>
  );
}
