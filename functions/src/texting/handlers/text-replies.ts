/**
 * The replies topic's subscriber (SNS; locally the text store invokes it the same way): each record
 * is one reply a buyer texted to our number. Junk is logged and dropped; a failure throws so the
 * event is delivered again, and the reply's claim keeps a redelivery from answering twice.
 */
import type { SNSEvent } from 'aws-lambda';
import { logger, withInvocationKeys } from '../../lib/logger';
import { parseTextReply } from '../text-reply-message';
import { handleTextReply } from '../text-replies.service';

export const handler = withInvocationKeys(
  { consumer: 'text-replies' },
  async (event: SNSEvent): Promise<void> => {
    for (const record of event.Records) {
      const reply = parseTextReply(record.Sns.Message);
      if (!reply) {
        logger.warn('Text reply refused: not a reply message', { snsMessageId: record.Sns.MessageId });
        continue;
      }
      await handleTextReply(reply, new Date());
    }
  },
);
