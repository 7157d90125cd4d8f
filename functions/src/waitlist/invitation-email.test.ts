import { invitationEmail } from './invitation-email';

describe('invitationEmail', () => {
  it('carries the link and its expiry in text and escaped HTML', () => {
    // Act
    const email = invitationEmail({
      to: 'wes@example.com',
      firstName: '<Wes>',
      role: 'buyer',
      link: 'https://dealflow.example/signup?invitation=abc',
      expiresAt: '2026-11-20T23:30:00.000Z',
    });

    // Assess
    expect(email.subject).toBe('Your invitation to Dealflow');
    expect(email.text).toContain('https://dealflow.example/signup?invitation=abc');
    expect(email.text).toContain('expires on November 20, 2026');
    expect(email.text).toContain('buyer account');
    expect(email.html).toContain('&#60;Wes&#62;');
    expect(email.html).toContain('href="https://dealflow.example/signup?invitation=abc"');
  });
});
