import { handler, resetPasswordLink } from './custom-message';
import { customMessageEvent } from '../../testing/trigger-event.fixtures';

describe('customMessage', () => {
  it('turns the forgot-password code into a /reset-password link', async () => {
    // Act
    const { response } = await handler(customMessageEvent('CustomMessage_ForgotPassword'));

    // Assess
    expect(response.emailSubject).toBe('Reset your Dealflow password');
    expect(response.emailMessage).toContain(
      'href="http://localhost:5173/reset-password?email=bea%40example.com&code={####}"',
    );
    expect(response.emailMessage?.match(/\{####\}/g)).toHaveLength(1);
  });

  it('writes Spanish when the SPA asks for it', async () => {
    // Act
    const { response } = await handler(
      customMessageEvent('CustomMessage_ForgotPassword', { language: 'es' }),
    );

    // Assess
    expect(response.emailSubject).toBe('Restablece tu contraseña de Dealflow');
    expect(response.emailMessage).toContain('Elegir una contraseña nueva');
  });

  it("leaves every other message as Cognito's default", async () => {
    // Act
    const { response } = await handler(customMessageEvent('CustomMessage_SignUp'));

    // Assess
    expect(response).toEqual({ smsMessage: null, emailMessage: null, emailSubject: null });
  });

  it('keeps the placeholder unencoded and drops a trailing slash of the site URL', () => {
    expect(resetPasswordLink('https://app.example.com/', 'a+b@example.com', '{####}')).toBe(
      'https://app.example.com/reset-password?email=a%2Bb%40example.com&code={####}',
    );
  });
});
