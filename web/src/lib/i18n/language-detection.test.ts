import { detectInitialLanguage, toSupportedLanguage } from './language-detection';

describe('detectInitialLanguage', () => {
  it('prefers the saved choice', () => {
    expect(detectInitialLanguage('es', ['en-US'])).toBe('es');
  });

  it('uses the first supported browser language when nothing valid is saved', () => {
    expect(detectInitialLanguage(null, ['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(detectInitialLanguage('klingon', ['es'])).toBe('es');
  });

  it('falls back to English', () => {
    expect(detectInitialLanguage(null, ['fr', 'de'])).toBe('en');
    expect(detectInitialLanguage(null, [])).toBe('en');
  });
});

describe('toSupportedLanguage', () => {
  it('reduces region tags to the base language', () => {
    expect(toSupportedLanguage('ES_es')).toBe('es');
    expect(toSupportedLanguage('en-GB')).toBe('en');
    expect(toSupportedLanguage('pt-BR')).toBeNull();
    expect(toSupportedLanguage(undefined)).toBeNull();
  });
});
