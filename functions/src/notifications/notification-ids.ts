/**
 * The id of an event's in-app notification to one recipient: a ULID whose time is the event's and
 * whose random part is drawn from a hash of (event, recipient). Derived, not random, so writing it
 * again on a redelivery finds the first one; a ULID, so a user's notifications sort by time.
 */
import { createHash } from 'node:crypto';
import { ulid } from 'ulid';

export function notificationIdOf(eventId: string, recipientId: string, occurredAt: string): string {
  const digest = createHash('sha256').update(`${eventId}\n${recipientId}`).digest();
  let index = 0;
  const seededRandom = () => (digest[index++ % digest.length] ?? 0) / 256;
  return ulid(Date.parse(occurredAt), seededRandom);
}
