import { LANGUAGES } from '#shared/core/language';
import { TEXT_LIMITS } from '#shared/texting/text-limits';
import { codeText, replyText, type ReplyOutcome } from './account-texts';

const SITE_URL = 'https://dealflow.example.com';
const OUTCOMES: ReplyOutcome[] = ['optedOut', 'optedIn', 'noNumber', 'help'];

describe('codeText', () => {
  it.each([
    ['en', 'Dealflow: your code is 012345. It expires in 10 minutes. Reply STOP to stop.'],
    ['es', 'Dealflow: tu código es 012345. Vence en 10 minutos. Responde STOP para no recibir más.'],
  ] as const)('says the code, how long it lasts and how to stop, in %s', (language, text) => {
    expect(codeText('012345', language)).toBe(text);
  });
});

describe('replyText', () => {
  it.each(LANGUAGES.flatMap((language) => OUTCOMES.map((outcome) => [language, outcome] as const)))(
    'fits one text and names the sender (%s, %s)',
    (language, outcome) => {
      // Act
      const text = replyText(outcome, language, SITE_URL);

      // Assess
      expect(text.length).toBeLessThanOrEqual(TEXT_LIMITS.maxLength);
      expect(text).toContain('Dealflow');
    },
  );

  it('answers HELP with who we are, where to get help, how to stop and that rates may apply', () => {
    // Act
    const text = replyText('help', 'en', SITE_URL);

    // Assess
    expect(text).toContain(SITE_URL);
    expect(text).toContain('Reply STOP to stop, HELP for help');
    expect(text).toContain('Msg & data rates may apply');
    expect(text).toContain(`${TEXT_LIMITS.perDay} msgs/day`);
  });

  it('answers in Spanish for a Spanish-speaking buyer', () => {
    expect(replyText('optedOut', 'es', SITE_URL)).toContain('ya no recibirás alertas');
    expect(replyText('help', 'es', SITE_URL)).toContain('Pueden aplicarse tarifas');
  });

  it('tells how to turn texts back on when it confirms a STOP', () => {
    expect(replyText('optedOut', 'en', SITE_URL)).toContain('Reply START');
  });
});
