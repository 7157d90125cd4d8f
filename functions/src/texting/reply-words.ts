/**
 * What a buyer's reply asks for, by its first word (docs/text-alerts.md "Replies"): the standard
 * carrier opt-out words in English and Spanish stop texts, START and its synonyms turn them back on,
 * HELP and its synonyms ask who we are. YES is deliberately not an opt-in word: a buyer answering
 * "yes" to a deal text means the deal, not their texting settings.
 */
export type ReplyIntent = 'optOut' | 'optIn' | 'help';

export const OPT_OUT_WORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
  'OPT-OUT',
  'REVOKE',
  'PARAR',
  'ALTO',
  'CANCELAR',
] as const;

export const OPT_IN_WORDS = ['START', 'UNSTOP', 'SUBSCRIBE'] as const;

export const HELP_WORDS = ['HELP', 'INFO', 'AYUDA'] as const;

const INTENT_BY_WORD: ReadonlyMap<string, ReplyIntent> = new Map<string, ReplyIntent>([
  ...OPT_OUT_WORDS.map((word) => [word, 'optOut'] as const),
  ...OPT_IN_WORDS.map((word) => [word, 'optIn'] as const),
  ...HELP_WORDS.map((word) => [word, 'help'] as const),
]);

/** The reply's first word, upper-cased, without the punctuation a phone adds after it ("Stop."). */
export function firstWord(body: string): string {
  const [word = ''] = body.trim().split(/\s+/);
  return word.replace(/[.!?,;:]+$/, '').toUpperCase();
}

/** What the reply asks for, or null when its first word is none of ours (no answer is sent). */
export const replyIntent = (body: string): ReplyIntent | null => INTENT_BY_WORD.get(firstWord(body)) ?? null;
