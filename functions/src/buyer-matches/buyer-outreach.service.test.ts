import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { OUTREACH_MAX_PER_BUYER } from '#shared/buyer-matches/buyer-match-api';
import { buyerOutreachKey, outreachWindowKey } from '../db/entities/buyer-outreach.entity';
import { dealKey, type DealRecord } from '../db/entities/deal.entity';
import { type UserRecord, toUserItem, userKey } from '../db/entities/user.entity';
import { NOW, OWNER_ID, caller, dealItem } from '../testing/deal.fixtures';
import { userItem, userRecord } from '../testing/user.fixtures';
import { sendDealToBuyers } from './buyer-outreach.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

const buyer = (userId: string, overrides: Partial<UserRecord> = {}) =>
  userRecord(userId, {
    roles: ['buyer'],
    cognitoGroups: ['buyers'],
    email: `${userId}@example.com`,
    ...overrides,
  });
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'no', $metadata: {} });
const HOURS_AGO = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

let indexed: string[];
let notInterested: string[];
let users: UserRecord[];

function givenDeal(overrides: Partial<DealRecord> = {}) {
  dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem(overrides) });
}

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  indexed = ['buyer-1', 'buyer-2'];
  notInterested = [];
  users = [buyer('buyer-1', { languagePreference: 'es' }), buyer('buyer-2')];
  dynamo.on(GetCommand).resolves({});
  givenDeal();
  dynamo
    .on(GetCommand, { Key: userKey(OWNER_ID) })
    .resolves({ Item: userItem(OWNER_ID, { firstName: 'Sam' }) });
  dynamo.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => {
    const values = input.ExpressionAttributeValues;
    if (values[':pk'] === 'ALERTZIP#78701') return { Items: indexed.map((userId) => ({ userId })) };
    if (values[':prefix'] === 'NOT_INTERESTED#')
      return { Items: notInterested.map((buyerId) => ({ buyerId })) };
    return { Items: [] };
  });
  dynamo
    .on(BatchGetCommand)
    .callsFake((input: { RequestItems: Record<string, { Keys: { pk: string }[] }> }) => {
      const [table, request] = Object.entries(input.RequestItems)[0]!;
      const wanted = new Set(request.Keys.map((key) => key.pk));
      return { Responses: { [table]: users.map(toUserItem).filter((item) => wanted.has(item.pk)) } };
    });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(BatchWriteCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
});

const send = (buyerIds: string[], note?: string, who = caller()) =>
  sendDealToBuyers(who, 'deal-1', { buyerIds, ...(note ? { note } : {}) }, NOW);

const claimPuts = () =>
  dynamo
    .commandCalls(PutCommand)
    .filter((call) => String(call.args[0].input.Item?.sk).startsWith('OUTREACH#'));
const mails = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);

describe('sendDealToBuyers', () => {
  it('claims each send before its e-mail, in the buyer’s language, with the note and a Not interested link', async () => {
    const result = await send(['buyer-1'], 'Tenant in place.');

    expect(result).toEqual({ sent: ['buyer-1'], skipped: [] });
    expect(claimPuts()[0]!.args[0].input).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: { ...buyerOutreachKey('deal-1', 'buyer-1'), state: 'sending', senderId: OWNER_ID },
    });
    expect(claimPuts()[0]!.calledBefore(ses.commandCalls(SendEmailCommand)[0]!)).toBe(true);
    const [mail] = mails();
    expect(mail!.Destination!.ToAddresses).toEqual(['buyer-1@example.com']);
    expect(mail!.Content!.Simple!.Subject!.Data).toMatch(/^Un trato elegido para ti: /);
    const text = mail!.Content!.Simple!.Body!.Text!.Data!;
    expect(text).toContain('Tenant in place.');
    expect(text).toContain('/deals/deal-1?notInterested=1');
    const history = dynamo.commandCalls(BatchWriteCommand)[0]!.args[0].input.RequestItems!;
    expect(Object.values(history)[0]![0]!.PutRequest!.Item).toMatchObject({
      recipientId: 'buyer-1',
      channel: 'email',
      kind: 'buyerOutreach',
    });
  });

  it('takes a slot of the buyer’s week by a write conditioned on the window it read', async () => {
    dynamo.on(GetCommand, { Key: outreachWindowKey('buyer-1') }).resolves({
      Item: { sentTimes: [HOURS_AGO(1)], version: 4 },
    });

    await send(['buyer-1']);

    const windowPut = dynamo
      .commandCalls(PutCommand)
      .find((call) => call.args[0].input.Item?.sk === 'OUTREACH_WINDOW')!.args[0].input;
    expect(windowPut).toMatchObject({
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: { ':read': 4 },
      Item: { version: 5, sentTimes: [HOURS_AGO(1), NOW.toISOString()] },
    });
  });

  it('skips, and e-mails none of, a buyer who is no candidate, not interested, already sent, or at the weekly cap', async () => {
    users.push(buyer('buyer-3'), buyer('buyer-4'), buyer('outsider'));
    indexed.push('buyer-3', 'buyer-4');
    notInterested = ['buyer-2'];
    dynamo.on(PutCommand, { Item: { ...buyerOutreachKey('deal-1', 'buyer-3') } }).rejects(conditionFailed());
    dynamo.on(GetCommand, { Key: outreachWindowKey('buyer-4') }).resolves({
      Item: {
        sentTimes: Array.from({ length: OUTREACH_MAX_PER_BUYER }, (_, hour) => HOURS_AGO(hour + 1)),
        version: 3,
      },
    });

    const result = await send(['outsider', 'buyer-2', 'buyer-3', 'buyer-4', 'buyer-1']);

    expect(result).toEqual({
      sent: ['buyer-1'],
      skipped: [
        { userId: 'outsider', reason: 'notACandidate' },
        { userId: 'buyer-2', reason: 'notInterested' },
        { userId: 'buyer-3', reason: 'alreadySent' },
        { userId: 'buyer-4', reason: 'weeklyCap' },
      ],
    });
    expect(mails().map((mail) => mail.Destination!.ToAddresses)).toEqual([['buyer-1@example.com']]);
    // The capped buyer's claim is given back: another week may bring them the listing.
    expect(dynamo).toHaveReceivedCommandWith(DeleteCommand, { Key: buyerOutreachKey('deal-1', 'buyer-4') });
  });

  it('reads the window again when a parallel send took a slot first, and then finds the cap', async () => {
    dynamo
      .on(GetCommand, { Key: outreachWindowKey('buyer-1') })
      .resolvesOnce({ Item: { sentTimes: [HOURS_AGO(2), HOURS_AGO(1)], version: 2 } })
      .resolves({ Item: { sentTimes: [HOURS_AGO(2), HOURS_AGO(1), NOW.toISOString()], version: 3 } });
    dynamo.on(PutCommand, { Item: { sk: 'OUTREACH_WINDOW' } }).rejects(conditionFailed());

    const result = await send(['buyer-1']);

    expect(result).toEqual({ sent: [], skipped: [{ userId: 'buyer-1', reason: 'weeklyCap' }] });
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('counts sends older than the window out of the cap', async () => {
    dynamo.on(GetCommand, { Key: outreachWindowKey('buyer-1') }).resolves({
      Item: { sentTimes: [HOURS_AGO(24 * 8), HOURS_AGO(24 * 7 + 1), HOURS_AGO(24 * 9)], version: 3 },
    });
    expect((await send(['buyer-1'])).sent).toEqual(['buyer-1']);
  });

  it('skips a buyer who is not active, not a buyer, or the listing’s owner', async () => {
    users = [
      buyer('buyer-1', { accountStatus: 'deactivated' }),
      userRecord('buyer-2', { roles: ['originator'] }),
      buyer(OWNER_ID),
    ];
    indexed = ['buyer-1', 'buyer-2', OWNER_ID];

    const result = await send(['buyer-1', 'buyer-2', OWNER_ID]);

    expect(result.sent).toEqual([]);
    expect(result.skipped.map((skip) => skip.reason)).toEqual([
      'notACandidate',
      'notACandidate',
      'notACandidate',
    ]);
  });

  it('sends an exclusive listing only to buyers with first right of refusal', async () => {
    givenDeal({ status: 'exclusive' });
    users = [buyer('buyer-1', { firstRightOfRefusal: true }), buyer('buyer-2')];

    const result = await send(['buyer-1', 'buyer-2']);

    expect(result).toEqual({ sent: ['buyer-1'], skipped: [{ userId: 'buyer-2', reason: 'notACandidate' }] });
  });

  it('gives the claim and the slot back when SES refuses the e-mail', async () => {
    ses.on(SendEmailCommand).rejects(new Error('throttled'));

    await expect(send(['buyer-1'])).rejects.toThrow('throttled');

    expect(dynamo).toHaveReceivedCommandWith(DeleteCommand, {
      Key: buyerOutreachKey('deal-1', 'buyer-1'),
      ConditionExpression: '#state = :sending AND claimedAt = :claimedAt',
    });
    expect(dynamo).not.toHaveReceivedCommand(BatchWriteCommand);
  });

  it('answers 409 DEAL_NOT_TAKING_OFFERS for a pending listing and 403 to another seller', async () => {
    givenDeal({ status: 'pending' });
    await expect(send(['buyer-1'])).rejects.toMatchObject({ status: 409, code: 'DEAL_NOT_TAKING_OFFERS' });
    givenDeal();
    await expect(send(['buyer-1'], undefined, caller('[originators]', 'other-seller'))).rejects.toMatchObject(
      {
        status: 403,
      },
    );
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });
});
