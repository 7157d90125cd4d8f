import { TEXT_LIMITS } from '#shared/texting/text-limits';
import { TEXT_CITY_MAX_LENGTH, textBody, type TextAlert } from './text-messages';

const SITE = 'https://dealflow.example';
const firstRefusal: TextAlert = {
  kind: 'firstRefusal',
  eventId: '01JDEAL',
  dealId: '01JDEAL',
  city: 'Austin',
  state: 'TX',
  price: 245000,
};
const dealMatch: TextAlert = { ...firstRefusal, kind: 'dealMatch' };
const accepted: TextAlert = {
  kind: 'offerDecision',
  eventId: 'offerAccepted#01JOFFER',
  dealId: '01JDEAL',
  city: 'Austin',
  decision: 'accepted',
};
const declined: TextAlert = { ...accepted, eventId: 'offerDeclined#01JOFFER', decision: 'declined' };
const ALL = [firstRefusal, dealMatch, accepted, declined];
/** What one GSM-7 segment holds. */
const ONE_SEGMENT = 160;

describe('textBody', () => {
  it('says a first look, where and for how much, with the deal link and how to stop (en)', () => {
    expect(textBody(firstRefusal, 'en', SITE)).toBe(
      'Dealflow first look: a new deal in Austin, TX for $245,000. https://dealflow.example/d/01JDEAL Reply STOP to stop',
    );
  });

  it('says it in Spanish for a Spanish-speaking buyer', () => {
    const body = textBody(firstRefusal, 'es', SITE);
    expect(body).toBe(
      'Dealflow, primer vistazo: un trato nuevo en Austin, TX por $245,000. https://dealflow.example/d/01JDEAL Responde STOP para no recibir más',
    );
    expect(textBody(dealMatch, 'es', SITE)).toContain('coincide con tu búsqueda');
    expect(textBody(accepted, 'es', SITE)).toContain('fue aceptada');
    expect(textBody(declined, 'es', SITE)).toContain('fue rechazada');
  });

  it('tells a match and each offer decision apart (en)', () => {
    expect(textBody(dealMatch, 'en', SITE)).toContain('matches your buy box');
    expect(textBody(accepted, 'en', SITE)).toBe(
      'Dealflow: your offer on the deal in Austin was accepted. https://dealflow.example/d/01JDEAL Reply STOP to stop',
    );
    expect(textBody(declined, 'en', SITE)).toContain('was declined');
  });

  it('keeps English texts to one segment', () => {
    for (const text of ALL) expect(textBody(text, 'en', SITE).length).toBeLessThanOrEqual(ONE_SEGMENT);
  });

  it('clips a long city name, keeping the link and the way to stop whole', () => {
    const city = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch Village of the North Shore';
    for (const text of ALL) {
      for (const language of ['en', 'es'] as const) {
        const body = textBody({ ...text, city, price: 12_500_000 } as TextAlert, language, SITE);
        expect(body.length).toBeLessThanOrEqual(TEXT_LIMITS.maxLength);
        expect(body).toContain(`${city.slice(0, TEXT_CITY_MAX_LENGTH - 3)}...`);
        expect(body).not.toContain(city);
        expect(body).toContain('https://dealflow.example/d/01JDEAL');
        expect(body).toMatch(
          language === 'en' ? /Reply STOP to stop$/ : /Responde STOP para no recibir más$/,
        );
      }
    }
    if (textBody({ ...firstRefusal, city }, 'en', SITE).length > ONE_SEGMENT) {
      throw new Error('A clipped city should keep an English first look to one segment');
    }
  });

  it('never passes the length limit, even on a long site address', () => {
    const longSite = `https://${'a'.repeat(170)}.example`;
    const body = textBody({ ...firstRefusal, city: 'San Buenaventura (Ventura)' }, 'es', longSite);
    expect(body.length).toBeLessThanOrEqual(TEXT_LIMITS.maxLength);
    expect(body).toContain(`${longSite}/d/01JDEAL`);
  });
});
