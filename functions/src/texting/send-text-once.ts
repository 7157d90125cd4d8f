/**
 * Sending one account text (a code, an answer to a reply) at most once: the send is claimed first,
 * marked sent after, and its claim given back when composing or sending failed, so the caller's retry
 * sends it. Alerts take their own path (text-delivery.service.ts): caps and the buyer's last delivery
 * sit between their claim and their send.
 */
import { sendText } from '../lib/texter';
import { claimTextSend, markTextSent, releaseTextSend, type TableKey } from './text-sends.repository';

/** What to text, composed only once the send is claimed. */
export interface ComposedText {
  to: string;
  body: string;
}

/**
 * Claims `key`, composes the text and sends it with the delivery context (`userId`, `sendKey`);
 * false when an earlier attempt claimed it already (nothing is composed or sent then).
 */
export async function sendTextOnce(
  key: TableKey,
  userId: string,
  claimedAt: string,
  compose: () => Promise<ComposedText>,
): Promise<boolean> {
  if ((await claimTextSend(key, claimedAt)) !== 'claimed') return false;
  try {
    const { to, body } = await compose();
    const messageId = await sendText({ to, body, context: { userId, sendKey: key.sk } });
    await markTextSent(key, messageId, new Date().toISOString());
    return true;
  } catch (error) {
    await releaseTextSend(key, claimedAt);
    throw error;
  }
}
