import { SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { textHeldKey } from '../../db/entities/text-alerts.entity';
import { buyerItem } from '../../testing/alert.fixtures';
import { dealItem } from '../../testing/deal.fixtures';
import { TextSendingMocks, type TextTable, textSettingsItem } from '../../testing/text.fixtures';
import type { TextAlert } from '../text-messages';
import { handler } from './send-held-texts-job';

const texts = new TextSendingMocks();
const { sms } = texts;
/** 08:00 in New York (EST): the default quiet hours end. */
const RELEASE = '2026-11-20T13:00:00.000Z';

const match = (dealId: string): TextAlert => ({
  kind: 'dealMatch',
  eventId: dealId,
  dealId,
  city: 'Austin',
  state: 'TX',
  price: 245000,
});
const heldItem = (userId: string, text: TextAlert, releaseAt = RELEASE) => ({
  ...textHeldKey(releaseAt, userId, text.kind, text.eventId),
  entity: 'TextHeld',
  userId,
  text,
  heldAt: '2026-11-20T03:00:00.000Z',
  releaseAt,
});
const matchesOn = { choices: { dealMatch: { on: true, urgent: false } } };
const run = (time: string) => handler({ time });
const textsTo = () => texts.textsSent().map((input) => input.Context?.userId);

let table: TextTable;
beforeEach(() => {
  table = texts.reset();
  table.put(dealItem({ dealId: 'deal-1' }), dealItem({ dealId: 'deal-sold', status: 'sold' }));
  sms.on(SendTextMessageCommand).resolves({ MessageId: 'message-1' });
});

describe('send-held-texts job', () => {
  it('sends the texts released by the event’s time and deletes them, leaving later ones', async () => {
    // Prepare
    table.put(
      buyerItem('buyer-1'),
      textSettingsItem('buyer-1', matchesOn),
      heldItem('buyer-1', match('deal-1')),
    );
    table.put(buyerItem('buyer-2'), textSettingsItem('buyer-2', matchesOn));
    table.put(heldItem('buyer-2', match('deal-1'), '2026-11-20T14:00:00.000Z'));

    // Act
    const outcome = await run(RELEASE);

    // Assess
    expect(outcome).toEqual({ released: 1, outcomes: { sent: 1 } });
    expect(textsTo()).toEqual(['buyer-1']);
    expect(table.get({ pk: 'TEXTSEND#buyer-1', sk: 'dealMatch#deal-1' })).toMatchObject({ state: 'sent' });
    expect(table.itemsUnder('TEXTHELD#').map((item) => item.userId)).toEqual(['buyer-2']);
  });

  it('finds texts released up to 48 hours ago', async () => {
    // Prepare
    table.put(
      buyerItem('buyer-1'),
      textSettingsItem('buyer-1', matchesOn),
      heldItem('buyer-1', match('deal-1')),
    );

    // Act: two days later, at 07:00 in New York (quiet again), then at 08:00.
    const early = await run('2026-11-22T12:00:00.000Z');
    const onTime = await run('2026-11-22T13:00:00.000Z');

    // Assess: the first run finds it inside quiet hours and holds it for 08:00 again.
    expect(early).toEqual({ released: 1, outcomes: { held: 1 } });
    expect(onTime).toEqual({ released: 1, outcomes: { sent: 1 } });
    expect(table.itemsUnder('TEXTHELD#')).toEqual([]);
  });

  it('reads the buyer’s settings again: after STOP, nothing goes', async () => {
    table.put(buyerItem('buyer-1'), textSettingsItem('buyer-1', { ...matchesOn, status: 'optedOut' }));
    table.put(heldItem('buyer-1', match('deal-1')));

    expect(await run(RELEASE)).toEqual({ released: 1, outcomes: { notWanted: 1 } });
    expect(textsTo()).toEqual([]);
    expect(table.itemsUnder('TEXTHELD#')).toEqual([]);
  });

  it('holds again for a buyer whose quiet hours now end later', async () => {
    // Prepare: quiet until 09:00 now (14:00 UTC).
    const quietHours = { start: '21:00', end: '09:00', timeZone: 'America/New_York' };
    table.put(buyerItem('buyer-1'), textSettingsItem('buyer-1', { ...matchesOn, quietHours }));
    table.put(heldItem('buyer-1', match('deal-1')));

    // Act
    const outcome = await run(RELEASE);

    // Assess
    expect(outcome).toEqual({ released: 1, outcomes: { held: 1 } });
    expect(textsTo()).toEqual([]);
    expect(table.itemsUnder('TEXTHELD#').map((item) => item.sk)).toEqual([
      '2026-11-20T14:00:00.000Z#buyer-1#dealMatch#deal-1',
    ]);
  });

  it('does not text about a listing that left the market while the text waited', async () => {
    table.put(
      buyerItem('buyer-1'),
      textSettingsItem('buyer-1', matchesOn),
      heldItem('buyer-1', match('deal-sold')),
    );

    expect(await run(RELEASE)).toEqual({ released: 1, outcomes: { listingClosed: 1 } });
    expect(textsTo()).toEqual([]);
    expect(table.itemsUnder('TEXTHELD#')).toEqual([]);
  });

  it('keeps a text the messaging service refused for the next run, and sends the others', async () => {
    // Prepare
    table.put(
      buyerItem('buyer-1'),
      textSettingsItem('buyer-1', matchesOn),
      heldItem('buyer-1', match('deal-1')),
    );
    table.put(
      buyerItem('buyer-2'),
      textSettingsItem('buyer-2', matchesOn),
      heldItem('buyer-2', match('deal-1')),
    );
    sms.on(SendTextMessageCommand).rejectsOnce(new Error('throttled')).resolves({ MessageId: 'message-2' });

    // Act
    await expect(run(RELEASE)).rejects.toThrow('1 held text(s) could not be sent');
    const retry = await run('2026-11-20T13:15:00.000Z');

    // Assess
    expect(retry).toEqual({ released: 1, outcomes: { sent: 1 } });
    expect(table.itemsUnder('TEXTSEND#').map((item) => item.state)).toEqual(['sent', 'sent']);
    expect(table.itemsUnder('TEXTHELD#')).toEqual([]);
  });
});
