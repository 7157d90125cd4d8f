import { addDays, earliestUsCalendarDay, localCalendarDay, utcCalendarDay } from './calendar-day';
import {
  CLOSE_OF_ESCROW_MAX_DAYS,
  closeOfEscrowDateIssue,
  myOfferSchema,
  OFFER_MESSAGE_MAX_LENGTH,
  offerInputSchema,
  offerInputSchemaFor,
  offerSchema,
  suggestedCloseOfEscrow,
} from './offer-schema';

const TODAY = '2026-11-21';

type Issue = { path: PropertyKey[]; message: string };
const issuesOf = (input: unknown, today: string | null = TODAY): Issue[] => {
  const schema = today === null ? offerInputSchema : offerInputSchemaFor(today);
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
};
const messagesAt = (input: unknown, field: string) =>
  issuesOf(input)
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);

const cashOffer = (): Record<string, unknown> => ({
  offerType: 'cash',
  purchasePrice: 340_000,
  closeOfEscrowDate: '2026-12-21',
});
const creativeOffer = (): Record<string, unknown> => ({
  offerType: 'creative',
  entryFee: 15_000,
  closeOfEscrowDate: '2026-12-21',
});

describe('offerInputSchemaFor: valid offers', () => {
  it('accepts a cash offer and a creative offer', () => {
    expect(issuesOf(cashOffer())).toEqual([]);
    expect(issuesOf(creativeOffer())).toEqual([]);
  });

  it('accepts a creative offer that also states a price, and trims the message', () => {
    const offer = offerInputSchemaFor(TODAY).parse({
      ...creativeOffer(),
      purchasePrice: 400_000,
      message: '  Can close fast.  ',
    });
    expect(offer.message).toBe('Can close fast.');
    expect(offer.purchasePrice).toBe(400_000);
  });

  it('accepts a close date of today and of the last allowed day', () => {
    expect(issuesOf({ ...cashOffer(), closeOfEscrowDate: TODAY })).toEqual([]);
    const last = addDays(TODAY, CLOSE_OF_ESCROW_MAX_DAYS);
    expect(issuesOf({ ...cashOffer(), closeOfEscrowDate: last })).toEqual([]);
  });
});

describe('offerInputSchemaFor: required fields (docs/requirements.md#r5-5)', () => {
  it('requires the offer type', () => {
    const { offerType: _omitted, ...rest } = cashOffer();
    expect(messagesAt(rest, 'offerType')).toEqual(['required']);
    expect(messagesAt({ ...cashOffer(), offerType: 'barter' }, 'offerType')).toEqual(['offerTypeInvalid']);
  });

  it('requires a purchase price on a cash offer', () => {
    const { purchasePrice: _omitted, ...rest } = cashOffer();
    expect(messagesAt(rest, 'purchasePrice')).toEqual(['required']);
  });

  it('requires an entry fee on a creative offer, and refuses one on a cash offer', () => {
    const { entryFee: _omitted, ...rest } = creativeOffer();
    expect(messagesAt(rest, 'entryFee')).toEqual(['required']);
    expect(messagesAt({ ...cashOffer(), entryFee: 5_000 }, 'entryFee')).toEqual(['entryFeeNotForCash']);
  });

  it('requires the close-of-escrow date', () => {
    const { closeOfEscrowDate: _omitted, ...rest } = cashOffer();
    expect(messagesAt(rest, 'closeOfEscrowDate')).toEqual(['required']);
  });

  it('reports every problem at once, cross-field ones included', () => {
    const messages = issuesOf({ offerType: 'cash', purchasePrice: -1, entryFee: 1 }).map(
      (issue) => `${String(issue.path[0])}:${issue.message}`,
    );
    expect(messages.sort()).toEqual([
      'closeOfEscrowDate:required',
      'entryFee:entryFeeNotForCash',
      'purchasePrice:positiveNumber',
    ]);
  });
});

describe('offerInputSchemaFor: field rules', () => {
  it.each([
    [0, 'positiveNumber'],
    [-5, 'positiveNumber'],
    ['100', 'numberInvalid'],
    [2e9, 'numberTooLarge'],
  ])('refuses the amount %j (%s)', (amount, message) => {
    expect(messagesAt({ ...cashOffer(), purchasePrice: amount }, 'purchasePrice')).toEqual([message]);
    expect(messagesAt({ ...creativeOffer(), entryFee: amount }, 'entryFee')).toEqual([message]);
  });

  it.each(['2026-13-01', '2026-02-30', '21/12/2026', '2026-12-21T10:00:00Z', ''])(
    'refuses the date %j as invalid',
    (closeOfEscrowDate) => {
      expect(messagesAt({ ...cashOffer(), closeOfEscrowDate }, 'closeOfEscrowDate')).toEqual(['dateInvalid']);
    },
  );

  it('refuses a date in the past and one too far out', () => {
    expect(messagesAt({ ...cashOffer(), closeOfEscrowDate: '2026-11-20' }, 'closeOfEscrowDate')).toEqual([
      'dateInPast',
    ]);
    const tooFar = addDays(TODAY, CLOSE_OF_ESCROW_MAX_DAYS + 1);
    expect(messagesAt({ ...cashOffer(), closeOfEscrowDate: tooFar }, 'closeOfEscrowDate')).toEqual([
      'dateTooFar',
    ]);
  });

  it('refuses a message over the limit', () => {
    const message = 'x'.repeat(OFFER_MESSAGE_MAX_LENGTH + 1);
    expect(messagesAt({ ...cashOffer(), message }, 'message')).toEqual(['messageTooLong']);
    expect(messagesAt({ ...cashOffer(), message: message.slice(1) }, 'message')).toEqual([]);
  });

  it.each(['status', 'buyerId', 'accepted', 'dealId'])('refuses the unknown field %s', (field) => {
    expect(issuesOf({ ...cashOffer(), [field]: 'x' })).toHaveLength(1);
  });

  it.each([null, [], 'offer', 42])('refuses a body that is not an object: %j', (body) => {
    expect(issuesOf(body)).not.toEqual([]);
  });
});

describe('offerInputSchema (the route table body, without today)', () => {
  it('keeps every rule but the date-in-the-past check', () => {
    expect(issuesOf({ ...cashOffer(), closeOfEscrowDate: '2001-01-01' }, null)).toEqual([]);
    const { purchasePrice: _omitted, ...rest } = cashOffer();
    expect(issuesOf(rest, null)).toEqual([{ path: ['purchasePrice'], message: 'required' }]);
  });
});

describe('closeOfEscrowDateIssue', () => {
  it.each([
    ['2026-11-20', 'dateInPast'],
    ['2026-11-21', null],
    ['2027-11-21', null],
    ['2027-11-22', 'dateTooFar'],
  ])('%s → %s', (date, expected) => {
    expect(closeOfEscrowDateIssue(date, TODAY)).toBe(expected);
  });
});

describe('suggestedCloseOfEscrow', () => {
  it.each([
    ['2026-11-21', '2026-12-21'],
    ['2026-12-15', '2027-01-14'],
    ['2028-02-01', '2028-03-02'],
    ['2026-03-01', '2026-03-31'],
  ])('suggests 30 days after %s: %s', (today, expected) => {
    expect(suggestedCloseOfEscrow(today)).toBe(expected);
  });
});

describe('calendar days', () => {
  it('gives the server the earliest US day, so no US buyer is told today is in the past', () => {
    // 05:00 UTC on the 21st is still the evening of the 20th in Hawaii.
    const now = new Date('2026-11-21T05:00:00Z');
    expect(utcCalendarDay(now)).toBe('2026-11-21');
    expect(earliestUsCalendarDay(now)).toBe('2026-11-20');
    expect(earliestUsCalendarDay(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21');
  });

  it('reads the local day from the local clock', () => {
    const now = new Date(2026, 0, 5, 23, 30);
    expect(localCalendarDay(now)).toBe('2026-01-05');
  });

  it('adds and subtracts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('offer responses', () => {
  const offer = {
    offerId: 'o1',
    dealId: 'd1',
    buyerId: 'u1',
    buyer: {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      phoneNumber: null,
      certifiedBuyer: true,
    },
    offerType: 'cash',
    purchasePrice: 300_000,
    entryFee: null,
    closeOfEscrowDate: '2026-12-21',
    message: null,
    status: 'accepted',
    submittedAt: '2026-11-21T03:00:00.000Z',
    decidedAt: '2026-11-22T03:00:00.000Z',
  };

  it('parses an offer and a "my offers" row', () => {
    expect(offerSchema.parse(offer).status).toBe('accepted');
    const { buyer: _buyer, ...mine } = offer;
    const row = myOfferSchema.parse({
      ...mine,
      deal: {
        dealId: 'd1',
        streetAddress: '12 Oak Street',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        status: 'pending',
        coverPhotoKey: null,
      },
    });
    expect(row.deal.status).toBe('pending');
  });

  it('refuses an unknown offer status', () => {
    expect(offerSchema.safeParse({ ...offer, status: 'countered' }).success).toBe(false);
  });
});
