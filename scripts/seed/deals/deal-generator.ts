/**
 * Realistic demo deals, generated from a seed: the same seed, owners and `now` always give the same
 * deals, so the local seed is repeatable and the browse benchmark loads the same data every run.
 * Pure (no I/O): the local seed (seed-demo-deals.ts) and the benchmark (scripts/bench) write what it
 * returns.
 *
 * Each deal is a create body valid under `dealInputSchema` (tags completed by `withAutomaticTags`),
 * the stored record built from it (location from the ZIP's centroid, counters matching its activity
 * and favourites), a status history that follows the transition table to its status, daily activity
 * for the analytics charts, and the demo buyers who favourited it.
 */
import type { DealInput } from '#shared/deals/deal-schema';
import type { DealTag, PropertyType, PurchaseType } from '#shared/deals/deal-fields';
import { DERIVED_TAGS, withAutomaticTags } from '#shared/deals/deal-tags';
import { DEAL_TAGS } from '#shared/deals/deal-fields';
import type { DealStatus, StatusHistoryEntry, StatusHistorySource } from '#shared/deals/deal-status';
import { ANALYTICS_DAYS, type DealActivityDay } from '#shared/deals/deal-api';
import type { DealRecord } from '#functions/db/entities/deal.entity';
import { dealRecordOf } from '#functions/deals/deals.service';
import { demoDescription } from './deal-descriptions';
import { generateDealFlow, type DemoBuyer, type GeneratedDealFlow } from './deal-flow-generator';
import { DEMO_PLACES, STREET_NAMES, STREET_SUFFIXES, type DemoPlace } from './demo-places';
import { seededRandom, stableUlid, type SeededRandom } from './seeded-random';

/** The time part of every seeded deal id: ids are the same on every run, whatever the date. */
export const SEED_ID_TIME = Date.UTC(2025, 0, 1);
/** Days back over which createdAt is spread. */
export const CREATED_WITHIN_DAYS = 90;
/** Distinct pictures in the photo pool (seed-0.jpg … seed-23.jpg under each owner). */
export const PHOTO_POOL_SIZE = 24;
const DAY_MS = 86_400_000;

/** The key of pool picture `n` of an owner, where the seed uploads it (served under /assets). */
export const seedPhotoKey = (ownerId: string, n: number) => `deal-photos/${ownerId}/seed-${n}.jpg`;

/** The stable id of the seeded deal at this index. */
export const seedDealId = (index: number) => stableUlid(SEED_ID_TIME, index);

export interface DemoDealOptions {
  count: number;
  /** PRNG seed. */
  seed: number;
  /** The moment the data is generated for: createdAt falls in the CREATED_WITHIN_DAYS before it. */
  now: Date;
  /** User ids of the sellers, given deals in turn. */
  owners: readonly string[];
  /** User ids of demo buyers who favourite some deals (never their own). */
  favoriteUsers?: readonly string[];
  /** Demo buyers who show interest in and make offers on some deals (deal-flow-generator.ts). */
  demoBuyers?: readonly DemoBuyer[];
  places?: readonly DemoPlace[];
  /** Skip activity days and favourites (the benchmark loads only listings and their words). */
  listingsOnly?: boolean;
}

export interface DemoFavorite {
  userId: string;
  at: string;
}

export interface GeneratedDeal {
  /** The create body, as the form would send it. */
  input: DealInput;
  /** The stored listing. */
  record: DealRecord;
  /** Oldest first; the last entry's status is the deal's. */
  history: StatusHistoryEntry[];
  /** Days with activity, oldest first. */
  activity: DealActivityDay[];
  favorites: DemoFavorite[];
  /** The demo buyers' interest and offers, and the accepted offer of a pending listing. */
  dealFlow: GeneratedDealFlow;
}

const STATUS_WEIGHTS: Readonly<Record<DealStatus, number>> = {
  active: 64,
  exclusive: 6,
  pending: 10,
  sold: 9,
  canceled: 6,
  deleted: 5,
};
const PURCHASE_TYPE_WEIGHTS: Readonly<Record<PurchaseType | 'unspecified', number>> = {
  cash: 20,
  traditional: 11,
  unspecified: 4,
  SubTo: 20,
  SellerFinance: 17,
  Hybrid: 13,
  LeaseOption: 15,
};
const PROPERTY_TYPE_WEIGHTS: Readonly<Record<PropertyType, number>> = {
  singleFamily: 60,
  condo: 17,
  '24unit': 12,
  manufactured: 11,
};
/** Price of a property type relative to the local single-family median. */
const PRICE_FACTOR: Readonly<Record<PropertyType, number>> = {
  singleFamily: 1,
  condo: 0.7,
  '24unit': 1.6,
  manufactured: 0.4,
};
const SELLER_TAGS = DEAL_TAGS.filter((tag) => !DERIVED_TAGS.includes(tag));
const CANCEL_REASONS = [
  'Seller decided to keep the property.',
  'Title issue could not be resolved.',
  'Listed with a local agent instead.',
  'Lender refused the loan assumption.',
];

const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A rate in eighths of a percent, as mortgages are quoted. */
const rateInEighths = (random: SeededRandom, min: number, max: number) =>
  Math.round(random.between(min, max) * 8) / 8;
/** Monthly principal and interest of an amortised loan. */
function monthlyPayment(principal: number, annualRatePercent: number, years: number): number {
  const monthlyRate = annualRatePercent / 1200;
  const months = years * 12;
  return principal * (monthlyRate / (1 - (1 + monthlyRate) ** -months));
}

function propertyFacts(random: SeededRandom, propertyType: PropertyType, currentYear: number) {
  const bedrooms =
    propertyType === 'condo'
      ? random.int(1, 3)
      : propertyType === '24unit'
        ? random.int(4, 10)
        : propertyType === 'manufactured'
          ? random.int(2, 4)
          : random.int(2, 5);
  const bathrooms = Math.max(1, Math.min(bedrooms + 1, bedrooms - random.int(0, 2) + random.int(0, 2) / 2));
  const squareFootage = round(bedrooms * random.between(380, 650) + random.between(200, 600), 10);
  const yearBuilt =
    propertyType === 'manufactured' ? random.int(1975, 2022) : random.int(1920, currentYear - 1);
  const lot =
    propertyType === 'condo'
      ? {}
      : random.chance(0.75)
        ? { lotSize: round(random.between(3500, 12_000), 50), lotSizeUnit: 'sqft' as const }
        : { lotSize: Math.round(random.between(0.25, 3) * 100) / 100, lotSizeUnit: 'acres' as const };
  const solar = random.weighted({ none: 70, ownedNoPay: 10, ownedWithPay: 10, leased: 10 });
  const parking =
    propertyType === 'condo'
      ? random.pick(['carport', 'garage1', 'none'] as const)
      : random.pick(['garage1', 'garage2', 'garage2', 'garage3', 'carport', 'none'] as const);
  const restrictions =
    propertyType === 'condo'
      ? random.pick([['noShortTerm'], ['noShortTerm', 'noMidTerm'], ['longTermCap'], ['none']] as const)
      : random.chance(0.5)
        ? random.pick([['none'], ['noShortTerm'], ['senior55']] as const)
        : undefined;
  return {
    propertyType,
    bedrooms,
    bathrooms,
    squareFootage,
    yearBuilt,
    ...lot,
    solar,
    ...(solar === 'leased' || solar === 'ownedWithPay'
      ? { solarMonthlyFee: round(random.between(90, 220), 5) }
      : {}),
    parking,
    ...(random.chance(0.15) ? { additionalParking: 'Room for an RV on the side of the house' } : {}),
    ...(propertyType === 'condo' || random.chance(0.15)
      ? { hoaMonthlyFee: round(random.between(45, 550), 5) }
      : {}),
    ...(restrictions ? { restrictions: [...restrictions] } : {}),
    agentInvolved: random.chance(0.3),
    privatePool: random.chance(propertyType === 'singleFamily' ? 0.15 : 0.03),
  };
}

/** Finance terms by type, in realistic ranges for this price. */
function financeTerms(
  random: SeededRandom,
  purchaseType: PurchaseType | undefined,
  price: number,
  now: number,
) {
  const subjectTo = () => {
    const loanBalance = round(price * random.between(0.55, 0.85), 500);
    const interestRate = rateInEighths(random, 2.5, 7.25);
    const yearsLeft = random.int(18, 28);
    return {
      loanType: random.weighted({ Conventional: 60, FHA: 28, VA: 12 }),
      interestRate,
      loanBalance,
      piti: round(monthlyPayment(loanBalance, interestRate, yearsLeft) + price * 0.0022, 1),
      entryFee: round(
        random.chance(0.35) ? random.between(3000, 10_000) : random.between(10_000, 60_000),
        500,
      ),
      loanMaturityDate: `${new Date(now).getUTCFullYear() + yearsLeft}-${String(random.int(1, 12)).padStart(2, '0')}-01`,
    };
  };
  const sellerFinance = (amount: number) => {
    const sellerInterestRate = rateInEighths(random, 3, 9.5);
    const years = random.int(3, 10);
    return {
      sellerLoanAmount: amount,
      sellerInterestRate,
      pi: round(monthlyPayment(amount, sellerInterestRate, 30), 1),
      sellerLoanMaturity: isoDay(now + years * 365 * DAY_MS),
      deedTransferType: random.weighted({ DeedTransfer: 75, ExecutoryContract: 25 }),
    };
  };
  switch (purchaseType) {
    case 'SubTo':
      return subjectTo();
    case 'SellerFinance': {
      const downPayment = round(price * random.between(0.05, 0.2), 500);
      return { ...sellerFinance(round(price - downPayment, 500)), entryFee: downPayment };
    }
    case 'Hybrid': {
      const first = subjectTo();
      const gap = Math.max(5000, round(price - first.loanBalance - first.entryFee, 500));
      return { ...first, ...sellerFinance(gap) };
    }
    case 'LeaseOption': {
      const credited = random.chance(0.5);
      const petsAllowed = random.chance(0.5);
      return {
        optionFee: round(random.between(3000, 25_000), 500),
        optionSalePrice: round(price * random.between(1.03, 1.12), 1000),
        optionTerm: random.int(1, 5),
        optionFeeDeducted: random.chance(0.7),
        leaseMonthlyPayment: round(price * random.between(0.0055, 0.009), 25),
        monthlyPaymentCredited: credited,
        ...(credited ? { monthlyCreditAmount: round(random.between(100, 500), 25) } : {}),
        securityDeposit: round(price * random.between(0.004, 0.008), 50),
        petsAllowed,
        ...(petsAllowed
          ? { allowedPetTypes: 'Cats and dogs under 40 lb', petFee: round(random.between(200, 600), 50) }
          : {}),
        utilitiesIncluded: random.chance(0.15),
        allowsSublease: random.chance(0.2),
        appliancesIncluded: random.chance(0.8),
      };
    }
    default:
      return {};
  }
}

/** The statuses a deal went through to reach `status`, each allowed by the transition table. */
function statusPath(random: SeededRandom, status: DealStatus): DealStatus[] {
  const start: DealStatus[] = random.chance(0.15) ? ['exclusive', 'active'] : ['active'];
  switch (status) {
    case 'exclusive':
      return ['exclusive'];
    case 'active':
      return random.chance(0.1) ? [...start, 'pending', 'active'] : start;
    case 'pending':
      return [...start, 'pending'];
    case 'sold':
      return random.chance(0.75) ? [...start, 'pending', 'sold'] : [...start, 'sold'];
    case 'canceled':
      return random.chance(0.3) ? [...start, 'pending', 'canceled'] : [...start, 'canceled'];
    case 'deleted':
      return [...start, 'deleted'];
  }
}

function historyOf(
  random: SeededRandom,
  path: DealStatus[],
  createdAt: number,
  now: number,
): StatusHistoryEntry[] {
  let at = createdAt;
  return path.map((status, step) => {
    if (step > 0) at += Math.max(60_000, Math.floor(random.between(0.05, 0.45) * (now - at)));
    const source: StatusHistorySource =
      step === 0
        ? 'platform'
        : status === 'pending' && random.chance(0.6)
          ? 'system'
          : random.pick(['platform', 'offPlatform'] as const);
    return {
      status,
      at: new Date(at).toISOString(),
      source,
      comments:
        status === 'sold'
          ? 'Closed with a buyer from the platform.'
          : status === 'pending' && source !== 'system'
            ? 'Under contract, inspection period running.'
            : null,
      cancelReason: status === 'canceled' ? random.pick(CANCEL_REASONS) : null,
    };
  });
}

/**
 * Days with activity in the last ANALYTICS_DAYS (what the charts show; older days would only add
 * items to write), views fading as the listing ages; favourites on their day.
 */
function activityOf(
  random: SeededRandom,
  createdAt: number,
  now: number,
  popularity: number,
  favorites: DemoFavorite[],
  dealFlow: GeneratedDealFlow,
): DealActivityDay[] {
  const days = new Map<string, DealActivityDay>();
  const day = (date: string) => {
    let found = days.get(date);
    if (!found) {
      found = { date, views: 0, uniqueViewers: 0, favorites: 0, interests: 0, offers: 0 };
      days.set(date, found);
    }
    return found;
  };
  for (let at = Math.max(createdAt, now - ANALYTICS_DAYS * DAY_MS); at <= now; at += DAY_MS) {
    const age = (at - createdAt) / DAY_MS;
    const expected = popularity * Math.exp(-age / 30);
    if (!random.chance(Math.min(0.7, 0.15 + expected / 20))) continue;
    const views = Math.max(1, Math.round(expected * random.between(0.4, 1.6)));
    const entry = day(isoDay(at));
    entry.views = views;
    entry.uniqueViewers = Math.max(1, Math.round(views * random.between(0.6, 0.95)));
  }
  // Favourites, interest and offers count on their day, as the app counts them; whoever acted viewed.
  const events = [
    ...favorites.map(({ at }) => ({ at, counter: 'favorites' as const })),
    ...dealFlow.interests.map(({ createdAt }) => ({ at: createdAt, counter: 'interests' as const })),
    ...dealFlow.offers.map(({ submittedAt }) => ({ at: submittedAt, counter: 'offers' as const })),
  ];
  for (const { at, counter } of events) {
    const entry = day(at.slice(0, 10));
    entry[counter] += 1;
    entry.views = Math.max(entry.views, 1);
    entry.uniqueViewers = Math.max(entry.uniqueViewers, 1);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A street address no other generated deal in the same ZIP has, so address claims never collide.
 */
function uniqueStreet(random: SeededRandom, zip: string, taken: Set<string>): string {
  for (;;) {
    const street = `${random.int(100, 9899)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_SUFFIXES)}`;
    const key = `${street}#${zip}`;
    if (!taken.has(key)) {
      taken.add(key);
      return street;
    }
  }
}

/** `count` demo deals for these owners. */
export function generateDemoDeals(options: DemoDealOptions): GeneratedDeal[] {
  const random = seededRandom(options.seed);
  const places = options.places ?? DEMO_PLACES;
  const now = options.now.getTime();
  const currentYear = options.now.getUTCFullYear();
  const taken = new Set<string>();
  const deals: GeneratedDeal[] = [];
  // Its own sequence, so adding deal flow changed none of the listings.
  const flowRandom = seededRandom(options.seed + 1);

  for (let index = 0; index < options.count; index += 1) {
    const ownerId = options.owners[index % options.owners.length]!;
    // Every place, ZIP and owner in turn first, so small runs still cover every state.
    const place = index < places.length ? places[index]! : random.pick(places);
    const zipCode = random.pick(place.zips);
    const status = random.weighted(STATUS_WEIGHTS);
    const typeChoice = random.weighted(PURCHASE_TYPE_WEIGHTS);
    const purchaseType = typeChoice === 'unspecified' ? undefined : typeChoice;
    const dealCategory =
      purchaseType === undefined || purchaseType === 'cash' || purchaseType === 'traditional'
        ? 'cash'
        : 'creative';
    const property = propertyFacts(random, random.weighted(PROPERTY_TYPE_WEIGHTS), currentYear);
    const purchasePrice = round(
      place.medianPrice * PRICE_FACTOR[property.propertyType] * Math.exp(random.between(-0.45, 0.55)),
      1000,
    );
    const createdAt = now - Math.floor(random.between(0.02, CREATED_WITHIN_DAYS) * DAY_MS);
    const streetAddress = uniqueStreet(random, zipCode, taken);
    const photoCount = random.int(1, 6);
    const photos = random
      .sample(
        Array.from({ length: PHOTO_POOL_SIZE }, (_, n) => n),
        photoCount,
      )
      .map((n) => seedPhotoKey(ownerId, n));
    const sellerTags: DealTag[] = random.sample(SELLER_TAGS, random.int(1, 3));
    const terms = financeTerms(random, purchaseType, purchasePrice, createdAt);

    const draft = {
      streetAddress,
      city: place.city,
      state: place.state,
      zipCode,
      purchasePrice,
      ...(random.chance(0.8) ? { emd: round(purchasePrice * random.between(0.005, 0.02), 500) } : {}),
      ...(random.chance(0.7)
        ? { expectedCloseOfEscrow: isoDay(createdAt + random.int(21, 60) * DAY_MS) }
        : {}),
      dealCategory,
      ...(purchaseType ? { purchaseType } : {}),
      ...(purchaseType === 'traditional'
        ? { traditionalFinancingQualifications: 'FHA and VA eligible' }
        : {}),
      ...property,
      ...terms,
      photos,
      coverPhotoIndex: random.int(0, photoCount - 1),
      dealDescription: demoDescription(random, {
        propertyType: property.propertyType,
        ...(purchaseType ? { purchaseType } : {}),
        city: place.city,
        bedrooms: property.bedrooms,
      }),
      legalCertification: true as const,
    } satisfies Omit<DealInput, 'tags'>;
    const input: DealInput = { ...draft, tags: withAutomaticTags({ ...draft, tags: sellerTags }) };

    const history = historyOf(random, statusPath(random, status), createdAt, now);
    const favorites = options.listingsOnly
      ? []
      : (options.favoriteUsers ?? [])
          .filter((userId) => userId !== ownerId && status !== 'deleted' && random.chance(0.14))
          .map((userId) => ({
            userId,
            at: new Date(createdAt + Math.floor(random.next() * (now - createdAt))).toISOString(),
          }));
    const dealFlow = options.listingsOnly
      ? { interests: [], offers: [] }
      : generateDealFlow(
          flowRandom,
          {
            dealId: seedDealId(index),
            ownerId,
            status,
            createdAt: new Date(createdAt).toISOString(),
            dealCategory: input.dealCategory,
            purchasePrice: input.purchasePrice,
            entryFee: input.entryFee,
          },
          history,
          options.demoBuyers ?? [],
          now,
        );
    const activity = options.listingsOnly
      ? []
      : activityOf(random, createdAt, now, random.between(2, 25), favorites, dealFlow);
    const total = (counter: 'views' | 'uniqueViewers' | 'interests' | 'offers') =>
      activity.reduce((sum, day) => sum + day[counter], 0);

    const record = dealRecordOf(input, {
      dealId: seedDealId(index),
      ownerId,
      status,
      favoriteCount: favorites.length,
      interestCount: total('interests'),
      offerCount: total('offers'),
      viewCount: total('views'),
      uniqueViewerCount: total('uniqueViewers'),
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: history[history.length - 1]!.at,
    });
    deals.push({ input, record, history, activity, favorites, dealFlow });
  }
  return deals;
}
