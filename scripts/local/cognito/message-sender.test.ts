import { emailBody } from './message-sender';

describe('emailBody', () => {
  it('keeps a plain message as text', () => {
    expect(emailBody('Your verification code is 123456.')).toEqual({
      Text: { Data: 'Your verification code is 123456.' },
    });
  });

  it("sends a trigger's HTML as HTML with a text copy that writes each link out", () => {
    const html =
      '<p>Reset &#38; go:</p><p><a href="http://localhost:5173/reset-password?email=a%40b.c&code=123456">Choose</a></p>';

    expect(emailBody(html)).toEqual({
      Html: { Data: html },
      Text: { Data: 'Reset & go:\n\nChoose: http://localhost:5173/reset-password?email=a%40b.c&code=123456' },
    });
  });
});
