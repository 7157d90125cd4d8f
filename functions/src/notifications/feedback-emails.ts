/**
 * The feedback e-mails (docs/notifications.md "Feedback"), in the recipient's language (en/es), in
 * the style of the offer e-mails: a copy table per language, a plain-text and an HTML body, one link.
 * - a new bug report, to each admin who turned the e-mail on, in the admin's language;
 * - a resolved feedback, to the address its author left, in the language they wrote it in.
 */
import type { Language } from '#shared/core/language';
import type { FeedbackRecord } from '../feedback/feedback-lookups';
import { escapeHtml, type OutgoingEmail } from '../lib/mailer';

/** How much of the comment an e-mail quotes. */
export const QUOTED_COMMENT_MAX = 200;

type FeedbackEmailCase = 'bugReported' | 'resolved';

interface Copy {
  subject: string;
  lines: (facts: { comment: string; userName: string; pagePath: string }) => string[];
  action: string;
  /** The page the link opens. */
  path: string;
}

const COPY: Readonly<Record<Language, Record<FeedbackEmailCase, Copy> & { ignore: string }>> = {
  en: {
    bugReported: {
      subject: 'New bug report on Dealflow',
      lines: (f) => [`${f.userName} reported a bug on ${f.pagePath}:`, `“${f.comment}”`],
      action: 'Review it in the Feedback tab',
      path: '/admin?tab=feedback',
    },
    resolved: {
      subject: 'Your feedback was resolved',
      lines: (f) => [
        'Thank you for your feedback. We have resolved it:',
        `“${f.comment}”`,
        'You can see all your feedback and its status on the feedback page.',
      ],
      action: 'See your feedback',
      path: '/feedback',
    },
    ignore: 'You receive this e-mail because you use Dealflow.',
  },
  es: {
    bugReported: {
      subject: 'Nuevo informe de error en Dealflow',
      lines: (f) => [`${f.userName} informó de un error en ${f.pagePath}:`, `“${f.comment}”`],
      action: 'Revísalo en la pestaña Comentarios',
      path: '/admin?tab=feedback',
    },
    resolved: {
      subject: 'Tus comentarios se han resuelto',
      lines: (f) => [
        'Gracias por tus comentarios. Los hemos resuelto:',
        `“${f.comment}”`,
        'Puedes ver todos tus comentarios y su estado en la página de comentarios.',
      ],
      action: 'Ver tus comentarios',
      path: '/feedback',
    },
    ignore: 'Recibes este correo porque usas Dealflow.',
  },
};

/** The comment as an e-mail quotes it: at most QUOTED_COMMENT_MAX characters. */
const quoted = (comment: string) =>
  comment.length > QUOTED_COMMENT_MAX ? `${comment.slice(0, QUOTED_COMMENT_MAX - 1)}…` : comment;

/** The e-mail of one feedback event to one recipient. */
export function feedbackEmail(options: {
  to: string;
  language: Language;
  emailCase: FeedbackEmailCase;
  feedback: FeedbackRecord;
  siteUrl: string;
}): OutgoingEmail {
  const copy = COPY[options.language];
  const content = copy[options.emailCase];
  const link = new URL(content.path, options.siteUrl).toString();
  const lines = content.lines({
    comment: quoted(options.feedback.comment),
    userName: options.feedback.userName,
    pagePath: options.feedback.pagePath,
  });
  return {
    to: options.to,
    subject: content.subject,
    text: [...lines, '', `${content.action}: ${link}`, '', copy.ignore, ''].join('\n'),
    html:
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(content.action)}</a></p>` +
      `<p>${escapeHtml(copy.ignore)}</p>`,
  };
}
