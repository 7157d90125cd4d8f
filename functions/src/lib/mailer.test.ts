import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { escapeHtml, sendEmail } from './mailer';

const ses = mockClient(SESv2Client);

describe('sendEmail', () => {
  it('sends text and HTML from the configured sender', async () => {
    // Prepare
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });

    // Act
    const id = await sendEmail({ to: 'bea@example.com', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' });

    // Assess
    expect(id).toBe('m-1');
    expect(ses).toHaveReceivedNthSpecificCommandWith(1, SendEmailCommand, {
      FromEmailAddress: 'no-reply@dealflow.test',
      Destination: { ToAddresses: ['bea@example.com'] },
      Content: {
        Simple: expect.objectContaining({
          Subject: expect.objectContaining({ Data: 'Hi' }),
          Body: expect.objectContaining({ Text: expect.objectContaining({ Data: 'Hello' }) }),
        }),
      },
    });
  });
});

describe('escapeHtml', () => {
  it('escapes markup characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
