/**
 * Delivers the feedback events of the notifications queue (docs/notifications.md "Feedback"): reads
 * the feedback (and, for a bug report, the subscribed admins) when it runs, and sends each e-mail at
 * most once per event and recipient (claimed by a conditional write first: `sendEmailOnce`).
 */
import { hasAnyRole } from '#shared/users/roles';
import { notificationDeliveryKey } from '../db/entities/notification.entity';
import { findFeedback, listBugReportSubscribers, type FeedbackRecord } from '../feedback/feedback-lookups';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { findUser } from '../users/users.service';
import { feedbackEmail } from './feedback-emails';
import { sendEmailOnce } from './notification-delivery';
import { eventIdOf, type FeedbackNotificationMessage } from './notification-message';

/** Delivers one feedback event; throws when a step should be retried. */
export async function deliverFeedbackNotification(
  message: FeedbackNotificationMessage,
  now: () => Date = () => new Date(),
): Promise<void> {
  const feedback = await findFeedback(message.feedbackId);
  if (!feedback) {
    logger.warn('Feedback notification dropped: the feedback is gone', { event: message });
    return;
  }
  if (message.kind === 'feedbackBugReported') await tellSubscribedAdmins(message, feedback, now);
  else await tellAuthorResolved(message, feedback, now);
}

/** Each admin subscribed to bug reports (still an active admin) gets the report in their language. */
async function tellSubscribedAdmins(
  message: FeedbackNotificationMessage,
  feedback: FeedbackRecord,
  now: () => Date,
): Promise<void> {
  for (const adminId of await listBugReportSubscribers()) {
    const admin = await findUser(adminId);
    if (!admin || admin.accountStatus !== 'active' || !hasAnyRole(admin, ['admin'])) {
      logger.warn('Bug report not sent to a subscriber who is no longer an active admin', {
        recipientId: adminId,
      });
      continue;
    }
    await sendEmailOnce(
      notificationDeliveryKey(eventIdOf(message), admin.userId, 'email'),
      feedbackEmail({
        to: admin.email,
        language: admin.languagePreference,
        emailCase: 'bugReported',
        feedback,
        siteUrl: env().SITE_URL,
      }),
      now,
    );
  }
}

/**
 * The author hears, in the feedback's language, when they left an address to be answered at; the
 * e-mail goes to their account's verified address, never to the typed one, so nobody can make us
 * mail their text to a stranger. Nothing is sent when the feedback changed again since this
 * resolution (reopened, or resolved later: that later resolution sends its own), nor to an account
 * that is gone, deactivated or unverified.
 */
async function tellAuthorResolved(
  message: FeedbackNotificationMessage,
  feedback: FeedbackRecord,
  now: () => Date,
): Promise<void> {
  if (!feedback.email || feedback.status !== 'resolved' || feedback.updatedAt !== message.occurredAt) return;
  const author = await findUser(feedback.userId);
  if (!author || author.accountStatus !== 'active' || !author.emailVerified) {
    logger.warn('Resolved feedback not e-mailed: its author has no active, verified address', {
      feedbackId: feedback.feedbackId,
    });
    return;
  }
  await sendEmailOnce(
    notificationDeliveryKey(eventIdOf(message), feedback.userId, 'email'),
    feedbackEmail({
      to: author.email,
      language: feedback.language,
      emailCase: 'resolved',
      feedback,
      siteUrl: env().SITE_URL,
    }),
    now,
  );
}
