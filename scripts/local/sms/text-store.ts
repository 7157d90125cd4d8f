/**
 * The texts the local text store holds: every text the app sent and every reply a developer typed,
 * in memory, oldest first (the order `GET /store` answers them in).
 */
import { randomUUID } from 'node:crypto';

/** One text as `GET /store` lists it. */
export interface StoredText {
  messageId: string;
  direction: 'outbound' | 'inbound';
  /** E.164 (or, for an outbound text, the origination identity as the sender gave it). */
  from: string;
  to: string;
  body: string;
  /** ISO 8601 instant the store received it. */
  at: string;
  /** The `Context` SendTextMessage was given (outbound only). */
  context?: Record<string, string>;
}

/** Past this many texts the oldest are dropped, so a long-running `npm start` does not grow forever. */
export const TEXT_STORE_CAPACITY = 5000;

export class TextStore {
  private texts: StoredText[] = [];

  /** Stores a text with a new message id and the current time; answers the stored text. */
  add(text: Omit<StoredText, 'messageId' | 'at'>): StoredText {
    const stored: StoredText = { messageId: randomUUID(), at: new Date().toISOString(), ...text };
    this.texts.push(stored);
    if (this.texts.length > TEXT_STORE_CAPACITY)
      this.texts.splice(0, this.texts.length - TEXT_STORE_CAPACITY);
    return stored;
  }

  /** Every text, oldest first. */
  list(): readonly StoredText[] {
    return [...this.texts];
  }

  /** The last text sent to a number, which a reply from that number answers. */
  lastSentTo(number: string): StoredText | undefined {
    return this.texts.findLast((text) => text.direction === 'outbound' && text.to === number);
  }

  clear(): void {
    this.texts = [];
  }
}
