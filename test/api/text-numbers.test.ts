/**
 * Text alert numbers against the local stack (docs/text-alerts.md): a buyer confirms a number with
 * the code read from the local text store; wrong, expired and used-up codes are refused; a number is
 * one account's; STOP, START and HELP replies through the inbound handler; sellers and admins never
 * see the number.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { textCodeKey } from '#functions/db/entities/text-alerts.entity';
import { TEXT_CONSENT_VERSION } from '#shared/texting/consent-wording';
import { TEXT_CODE_MAX_TRIES, type TextAlerts } from '#shared/texting/text-alerts';
import { demoAccount } from '../../scripts/seed/demo-accounts';
import { localTable } from './support/accounts';
import { callApi, idTokenFor } from './support/local-stack';
import { createTestUser, type TestUser } from './support/test-users';
import {
  confirmCode,
  confirmNewNumber,
  latestCode,
  newTextNumber,
  startNumber,
  TEXT_ALERTS_PATH,
} from './support/text-alerts';
import { replyFrom, textsTo } from './support/text-store';

const ADMIN = demoAccount('admin@example.com');

/** A new buyer, signed in, with their User item created (as the web app's first call does). */
async function newBuyer(): Promise<{ user: TestUser; token: string }> {
  const user = await createTestUser(['buyers']);
  const token = await user.signIn();
  await callApi('/api/auth/me', { token });
  return { user, token };
}

const textAlerts = async (token: string) => (await callApi(TEXT_ALERTS_PATH, { token })).body as TextAlerts;
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('confirming a number for texts', () => {
  it('texts a code in the buyer language and turns texts on with it, the consent stored', async () => {
    // Prepare
    const { token } = await newBuyer();
    const number = newTextNumber();

    // Act
    const started = await startNumber(token, number.digits, 'es');
    const code = await latestCode(number.e164);
    const confirmed = await confirmCode(token, code);

    // Assess
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'pending', pendingNumber: number.e164, phoneNumber: null });
    const [codeText] = await textsTo(number.e164);
    expect(codeText!.body).toBe(
      `Dealflow: tu código es ${code}. Vence en 10 minutos. Responde STOP para no recibir más.`,
    );
    expect(confirmed.status).toBe(200);
    expect(await textAlerts(token)).toMatchObject({
      status: 'on',
      phoneNumber: number.e164,
      pendingNumber: null,
      consent: { version: TEXT_CONSENT_VERSION, language: 'es' },
      choices: { firstRefusal: { on: true, urgent: true } },
      quietHours: { start: '21:00', end: '08:00', timeZone: 'America/New_York' },
    });
  });

  it('refuses a wrong code, and still takes the right one after it', async () => {
    // Prepare
    const { token } = await newBuyer();
    const number = newTextNumber();
    await startNumber(token, number.digits);
    const code = await latestCode(number.e164);

    // Act
    const wrong = await confirmCode(token, wrongCodeFor(code));
    const right = await confirmCode(token, code);

    // Assess
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'TEXT_CODE_WRONG' });
    expect(right.status).toBe(200);
  });

  it('refuses an expired code, even the right one', async () => {
    // Prepare: the code's expiry moved into the past, as ten minutes would (TTL deletes late).
    const { user, token } = await newBuyer();
    const number = newTextNumber();
    await startNumber(token, number.digits);
    const code = await latestCode(number.e164);
    const { dynamo, tableName } = localTable();
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: textCodeKey(user.userId),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );

    // Act
    const result = await confirmCode(token, code);

    // Assess
    expect(result.status).toBe(410);
    expect(result.body).toMatchObject({ code: 'TEXT_CODE_EXPIRED' });
    expect(await textAlerts(token)).toMatchObject({ status: 'none', pendingNumber: null });
  });

  it(`gives up on a code after ${TEXT_CODE_MAX_TRIES} wrong tries`, async () => {
    // Prepare
    const { token } = await newBuyer();
    const number = newTextNumber();
    await startNumber(token, number.digits);
    const code = await latestCode(number.e164);

    // Act
    const answers = [];
    for (let attempt = 1; attempt <= TEXT_CODE_MAX_TRIES; attempt += 1) {
      answers.push(await confirmCode(token, wrongCodeFor(code)));
    }
    const rightTooLate = await confirmCode(token, code);

    // Assess
    expect(answers.slice(0, -1).map((answer) => answer.status)).toEqual(
      Array.from({ length: TEXT_CODE_MAX_TRIES - 1 }, () => 400),
    );
    expect(answers.at(-1)).toMatchObject({ status: 429, body: { code: 'TEXT_CODE_TRIES_EXHAUSTED' } });
    expect(rightTooLate).toMatchObject({ status: 410, body: { code: 'TEXT_CODE_EXPIRED' } });
  });

  it('refuses a number another buyer confirmed, texting it nothing', async () => {
    // Prepare
    const first = await newBuyer();
    const second = await newBuyer();
    const number = await confirmNewNumber(first.token);
    const textsBefore = (await textsTo(number.e164)).length;

    // Act
    const result = await startNumber(second.token, number.digits);

    // Assess
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ code: 'TEXT_NUMBER_TAKEN' });
    expect(await textsTo(number.e164)).toHaveLength(textsBefore);
  });

  it('frees the number when the buyer removes it', async () => {
    // Prepare
    const first = await newBuyer();
    const second = await newBuyer();
    const number = await confirmNewNumber(first.token);

    // Act
    const removed = await callApi(`${TEXT_ALERTS_PATH}/number`, { method: 'DELETE', token: first.token });
    const taken = await startNumber(second.token, number.digits);

    // Assess
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ status: 'none', phoneNumber: null });
    expect(taken.status).toBe(202);
  });
});

describe('replies', () => {
  it('turns texts off at STOP and back on at START, confirming each', async () => {
    // Prepare
    const { token } = await newBuyer();
    const number = await confirmNewNumber(token);

    // Act + Assess
    await replyFrom(number.e164, 'STOP');
    expect(await textAlerts(token)).toMatchObject({ status: 'optedOut', phoneNumber: number.e164 });
    expect((await textsTo(number.e164)).at(-1)!.body).toContain('you will get no more text alerts');

    await replyFrom(number.e164, 'start');
    expect(await textAlerts(token)).toMatchObject({ status: 'on' });
    expect((await textsTo(number.e164)).at(-1)!.body).toContain('text alerts are on again');
  });

  it('answers HELP with who we are and that rates may apply', async () => {
    // Prepare
    const { token } = await newBuyer();
    const number = await confirmNewNumber(token);

    // Act
    await replyFrom(number.e164, 'HELP');

    // Assess
    const help = (await textsTo(number.e164)).at(-1)!.body;
    expect(help).toContain('Dealflow');
    expect(help).toContain('Reply STOP to stop, HELP for help');
    expect(help).toContain('Msg & data rates may apply');
    expect(await textAlerts(token)).toMatchObject({ status: 'on' });
  });
});

describe('who sees the number', () => {
  it('shows admins whether texts are on, never the number, and sellers nothing of it', async () => {
    // Prepare
    const { user, token } = await newBuyer();
    const number = await confirmNewNumber(token);
    const adminToken = await idTokenFor(ADMIN.email, ADMIN.password);
    const seller = await createTestUser(['originators']);
    const path = `/api/admin/users/${user.userId}/text-alerts`;

    // Act
    const asAdmin = await callApi(path, { token: adminToken });
    const asSeller = await callApi(path, { token: await seller.signIn() });

    // Assess
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({ status: 'on' });
    expect(Object.keys(asAdmin.body as object).sort()).toEqual(['lastDelivery', 'status']);
    expect(JSON.stringify(asAdmin.body)).not.toContain(number.digits);
    expect(asSeller.status).toBe(403);
  });

  it('answers 404 for an unknown user', async () => {
    // Prepare
    const adminToken = await idTokenFor(ADMIN.email, ADMIN.password);

    // Act
    const result = await callApi('/api/admin/users/no-such-user/text-alerts', { token: adminToken });

    // Assess
    expect(result.status).toBe(404);
  });
});
