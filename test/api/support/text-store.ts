/**
 * How API and e2e tests read and answer texts through the local text store (scripts/local/sms),
 * whose URL with-stack hands them as DEALFLOW_SMS_URL.
 */
import type { StoredText } from '../../../scripts/local/sms/text-store';

export type { StoredText };

export const textStoreUrl = () => process.env.DEALFLOW_SMS_URL ?? 'http://localhost:8007';

/** Every text the store holds to or from a number, oldest first. */
export async function textsOf(number: string): Promise<StoredText[]> {
  const response = await fetch(`${textStoreUrl()}/store`);
  if (!response.ok) throw new Error(`The text store answered ${response.status}`);
  const { texts } = (await response.json()) as { texts: StoredText[] };
  return texts.filter((text) => text.to === number || text.from === number);
}

/** Texts the app sent to a number, oldest first. */
export async function textsTo(number: string): Promise<StoredText[]> {
  return (await textsOf(number)).filter((text) => text.direction === 'outbound');
}

/**
 * Replies from a number as a phone would; resolves once the replies handler has run with it
 * (and rejects with the store's message when it failed).
 */
export async function replyFrom(number: string, body: string): Promise<string> {
  const response = await fetch(`${textStoreUrl()}/reply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: number, body }),
  });
  const answer = (await response.json()) as { inboundMessageId?: string; message?: string };
  if (!response.ok || !answer.inboundMessageId)
    throw new Error(`The reply was refused (${response.status}): ${answer.message ?? ''}`);
  return answer.inboundMessageId;
}
