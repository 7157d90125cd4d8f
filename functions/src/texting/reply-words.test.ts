import { HELP_WORDS, OPT_IN_WORDS, OPT_OUT_WORDS, replyIntent } from './reply-words';

describe('replyIntent', () => {
  it.each(OPT_OUT_WORDS)('reads %s as an opt-out', (word) => {
    expect(replyIntent(word)).toBe('optOut');
  });

  it.each(OPT_IN_WORDS)('reads %s as an opt-in', (word) => {
    expect(replyIntent(word)).toBe('optIn');
  });

  it.each(HELP_WORDS)('reads %s as a request for help', (word) => {
    expect(replyIntent(word)).toBe('help');
  });

  it.each([
    ['lower case and spaces', '  stop  ', 'optOut'],
    ['a word after it', 'Stop sending please', 'optOut'],
    ['a full stop a phone adds', 'Stop.', 'optOut'],
    ['a new line after it', 'parar\ngracias', 'optOut'],
    ['mixed case help', 'Help!', 'help'],
    ['Spanish help', 'ayuda', 'help'],
    ['start in lower case', 'start', 'optIn'],
  ])('reads the first word whatever its case and surroundings (%s)', (_, body, intent) => {
    expect(replyIntent(body)).toBe(intent);
  });

  it.each([
    ['YES (an answer to a deal, not an opt-in)', 'yes'],
    ['an opt-out word that is not first', 'please stop'],
    ['a longer word that begins like one', 'STOPPING'],
    ['an empty reply', '   '],
    ['a question', 'Is the house still available?'],
  ])('reads nothing into %s', (_, body) => {
    expect(replyIntent(body)).toBeNull();
  });
});
