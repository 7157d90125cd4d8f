import { callRequestEmail, type CallRequestFacts } from './call-request-email';

const facts = (overrides: Partial<CallRequestFacts> = {}): CallRequestFacts => ({
  address: '12 Oak St, Austin, TX 78701',
  buyerName: 'Bea Buyer',
  buyerEmail: 'bea@example.com',
  buyerPhone: '+15555550100',
  ...overrides,
});
const email = (language: 'en' | 'es', overrides: Partial<CallRequestFacts> = {}) =>
  callRequestEmail({
    to: 'sam@example.com',
    language,
    facts: facts(overrides),
    listingUrl: 'https://dealflow.example/deals/deal-1',
  });

describe('callRequestEmail', () => {
  it('names the buyer, their e-mail and phone, and links to the listing, in English', () => {
    const mail = email('en');
    expect(mail.to).toBe('sam@example.com');
    expect(mail.subject).toBe('Call request for 12 Oak St, Austin, TX 78701');
    expect(mail.text).toContain(
      'Bea Buyer would like a call about your listing 12 Oak St, Austin, TX 78701.',
    );
    expect(mail.text).toContain('E-mail: bea@example.com\nPhone: (555) 555-0100');
    expect(mail.text).toContain('View the listing: https://dealflow.example/deals/deal-1');
    expect(mail.text).not.toContain('Message');
    expect(mail.html).toContain('<a href="https://dealflow.example/deals/deal-1">View the listing</a>');
  });

  it('writes Spanish for a Spanish-speaking seller, and says when there is no phone', () => {
    const mail = email('es', { buyerPhone: null, preferredTimes: 'por las mañanas' });
    expect(mail.subject).toBe('Solicitud de llamada para 12 Oak St, Austin, TX 78701');
    expect(mail.text).toContain('Teléfono: no indicado');
    expect(mail.text).toContain('Horarios preferidos: por las mañanas');
    expect(mail.text).toContain('Ver el anuncio: https://dealflow.example/deals/deal-1');
  });

  it("quotes the buyer's message as text: escaped in HTML, its lines kept", () => {
    const mail = email('en', { message: '<b>Call</b> me\nafter 5 & before 8' });
    expect(mail.text).toContain('Message:\n<b>Call</b> me\nafter 5 & before 8');
    expect(mail.html).toContain(
      '<blockquote>&#60;b&#62;Call&#60;/b&#62; me<br>after 5 &#38; before 8</blockquote>',
    );
    expect(mail.html).not.toContain('<b>Call</b>');
  });
});
