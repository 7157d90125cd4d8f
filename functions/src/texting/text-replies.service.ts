/**
 * Applies a buyer's reply (docs/text-alerts.md "Replies"): STOP and the other opt-out words turn
 * texts off at once, START turns them back on for a confirmed number, HELP says who we are; each is
 * answered once, in the buyer's language (English for a number nobody confirmed). Any other reply
 * is logged and left unanswered.
 */
import type { Language } from '#shared/core/language';
import { textReplyKey } from '../db/entities/text-alerts.entity';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { findUser } from '../users/users.service';
import { replyText, type ReplyOutcome } from './account-texts';
import { replyIntent, type ReplyIntent } from './reply-words';
import type { TextReplyMessage } from './text-reply-message';
import { sendTextOnce } from './send-text-once';
import { findTextNumberOwner, setTextStatusByReply } from './text-settings.repository';

/** What a reply did: its intent (null: none of ours), and whether an answer went out now. */
export interface ReplyHandled {
  intent: ReplyIntent | null;
  answered: boolean;
}

/** Applies one reply; a reply already handled (a redelivery) changes nothing and is not answered again. */
export async function handleTextReply(reply: TextReplyMessage, now: Date): Promise<ReplyHandled> {
  const intent = replyIntent(reply.messageBody);
  if (!intent) {
    logger.info('Text reply without a keyword: not answered', { inboundMessageId: reply.inboundMessageId });
    return { intent, answered: false };
  }
  const owner = await findTextNumberOwner(reply.originationNumber);
  const userId = owner?.userId ?? null;
  const key = textReplyKey(userId ?? 'unknown', reply.inboundMessageId);
  const claimedAt = now.toISOString();
  let outcome: ReplyOutcome | undefined;
  // On a failure the claim is given back, so the redelivered event applies and answers it (status
  // changes are idempotent).
  const answered = await sendTextOnce(key, userId ?? 'unknown', claimedAt, async () => {
    outcome = await applyIntent(intent, userId, reply.originationNumber, claimedAt);
    const language = userId ? await languageOf(userId) : 'en';
    return { to: reply.originationNumber, body: replyText(outcome, language, env().SITE_URL) };
  });
  if (!answered) {
    logger.info('Text reply already handled', { inboundMessageId: reply.inboundMessageId });
    return { intent, answered: false };
  }
  logger.info('Text reply applied and answered', {
    inboundMessageId: reply.inboundMessageId,
    intent,
    outcome,
  });
  return { intent, answered: true };
}

/** Changes the status the reply asks for, and says what the answer must say. */
async function applyIntent(
  intent: ReplyIntent,
  userId: string | null,
  phoneNumber: string,
  now: string,
): Promise<ReplyOutcome> {
  if (intent === 'help') return 'help';
  if (intent === 'optOut') {
    // Confirmed whether or not the number had texts on: carriers expect every STOP to be answered.
    if (userId) await setTextStatusByReply(userId, phoneNumber, 'optedOut', now);
    return 'optedOut';
  }
  const optedIn = userId !== null && (await setTextStatusByReply(userId, phoneNumber, 'on', now));
  return optedIn ? 'optedIn' : 'noNumber';
}

const languageOf = async (userId: string): Promise<Language> =>
  (await findUser(userId))?.languagePreference ?? 'en';
