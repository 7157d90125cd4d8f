/**
 * The demo buyers of the local stack: enough buyers over the demo cities (deals/demo-places.ts) that
 * the buyer map, the Analytics by ZIP tab, the ZIP pages and the public ZIP analytics have something
 * to show (docs/demand.md), with big metros busier than small towns, so some ZIPs pass the
 * small-count rule and some stay under it. Pure and seeded: every run gives the same buyers.
 */
import type { BuyBoxInput, BuyerPreferencesInput } from '#shared/users/buyer-preferences';
import { BUY_BOX_TYPES, type FINANCING_TYPES, PROPERTY_TYPES } from '#shared/users/buyer-preferences';
import { DEMO_PLACES, type DemoPlace } from './deals/demo-places';
import { seededRandom, type SeededRandom } from './deals/seeded-random';

/** How many demo buyers the local stack gets. */
export const DEMO_BUYER_COUNT = 600;
/** The PRNG seed of the demo buyers. */
export const DEMO_BUYER_SEED = 20_251_126;

/** How much busier than a small town a metro is (cities not named weigh 1). */
const METRO_WEIGHTS: Readonly<Record<string, number>> = {
  Austin: 6,
  Houston: 4,
  Dallas: 4,
  Phoenix: 4,
  Atlanta: 3,
  Tampa: 3,
  Charlotte: 3,
  Nashville: 3,
  Denver: 3,
  Chicago: 3,
  'Las Vegas': 3,
  Seattle: 2,
  Orlando: 2,
  'San Antonio': 2,
  Jacksonville: 2,
  Columbus: 2,
  Indianapolis: 2,
};

const FIRST_NAMES = [
  'Alex',
  'Ana',
  'Ben',
  'Carla',
  'Chris',
  'Dana',
  'Diego',
  'Elena',
  'Eric',
  'Fatima',
  'Grace',
  'Hector',
  'Ivy',
  'Jamal',
  'Jenna',
  'Kai',
  'Laura',
  'Luis',
  'Maya',
  'Noah',
  'Olivia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Victor',
  'Wendy',
] as const;
const LAST_NAMES = [
  'Adams',
  'Brooks',
  'Castillo',
  'Diaz',
  'Evans',
  'Foster',
  'Garcia',
  'Hughes',
  'Ibarra',
  'Jensen',
  'Kim',
  'Lopez',
  'Morgan',
  'Nguyen',
  'Ortiz',
  'Patel',
  'Reyes',
  'Shah',
  'Turner',
  'Walker',
] as const;

/** One demo buyer: who they are and what they look for. */
export interface DemoBuyer {
  email: string;
  /** Fixed per buyer, so the Cognito user and the User item agree across restarts. */
  userId: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  buyerPreferences: BuyerPreferencesInput;
  buyBox: BuyBoxInput | null;
}

/** `demand-buyer-001@example.com`: a reserved domain, numbered so they sort and are easy to spot. */
export const demoBuyerEmail = (index: number) =>
  `demand-buyer-${String(index + 1).padStart(3, '0')}@example.com`;

/** A UUID-shaped sub that is the same on every run ("5eed" marks seeded users). */
export const demoBuyerUserId = (index: number) =>
  `5eed0000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

/** An amount rounded to a step, as people type them. */
const rounded = (amount: number, step: number) => Math.round(amount / step) * step;

function preferencesFor(random: SeededRandom, place: DemoPlace): BuyerPreferencesInput {
  const zipCount = random.weighted({ none: 2, one: 3, two: 3, three: 2 });
  const zips = { none: 0, one: 1, two: 2, three: 3 }[zipCount];
  const price = place.medianPrice * random.between(0.6, 1.4);
  return {
    homeType: random.chance(0.7) ? 'investment' : 'primary',
    propertyType: random.weighted({ singleFamily: 6, '24unit': 1, condo: 2, townhouse: 2, land: 1 }),
    state: place.state,
    city: place.city,
    zipCodes: random.sample(place.zips, zips),
    minBedrooms: random.chance(0.7) ? random.int(1, 4) : null,
    // Some leave the amounts blank: averages are over those who gave them.
    maxDownPayment: random.chance(0.75) ? rounded(price * random.between(0.03, 0.25), 1_000) : null,
    maxMonthlyPayment: random.chance(0.7) ? rounded((price / 1_000) * random.between(5, 8), 50) : null,
    financingType: random.chance(0.85)
      ? random.weighted<(typeof FINANCING_TYPES)[number]>({
          cash: 3,
          conventional: 4,
          fha: 2,
          va: 1,
          creative: 2,
          other: 1,
        })
      : null,
    searchFrequency: random.pick(['realtime', 'dailyDigest', 'weeklySummary'] as const),
    // Demo buyers are for the maps: they ask for no alerts, so new listings do not e-mail 600 people.
    notifyByEmail: false,
    creditScoreRange: random.chance(0.8) ? random.pick(['excellent', 'good', 'fair', 'poor'] as const) : null,
  };
}

/** A buy box over the city and other demo places of its state. */
function buyBoxFor(random: SeededRandom, place: DemoPlace): BuyBoxInput {
  const nearby = DEMO_PLACES.filter((other) => other.state === place.state && other !== place);
  const candidates = [...place.zips, ...nearby.flatMap((other) => other.zips)];
  const ownZips = random.sample(place.zips, random.int(1, Math.min(3, place.zips.length)));
  const others = random.sample(
    candidates.filter((zip) => !ownZips.includes(zip)),
    random.int(0, 6 - ownZips.length),
  );
  const price = place.medianPrice;
  return {
    type: random.pick(BUY_BOX_TYPES),
    zipCodes: [...ownZips, ...others],
    propertyTypes: random.sample(PROPERTY_TYPES, random.int(1, 3)),
    minPrice: random.chance(0.5) ? rounded(price * random.between(0.3, 0.7), 5_000) : null,
    maxPrice: random.chance(0.7) ? rounded(price * random.between(1, 1.6), 5_000) : null,
  };
}

/** The demo buyers, the same on every run for the same count and seed. */
export function generateDemoBuyers(count = DEMO_BUYER_COUNT, seed = DEMO_BUYER_SEED): DemoBuyer[] {
  const random = seededRandom(seed);
  const weights = Object.fromEntries(
    DEMO_PLACES.map((place, index) => [String(index), METRO_WEIGHTS[place.city] ?? 1]),
  );
  return Array.from({ length: count }, (_, index) => {
    const place = DEMO_PLACES[Number(random.weighted(weights))]!;
    return {
      email: demoBuyerEmail(index),
      userId: demoBuyerUserId(index),
      firstName: random.pick(FIRST_NAMES),
      lastName: random.pick(LAST_NAMES),
      // 555-01xx numbers are reserved for fiction.
      phoneNumber: `+1${random.pick(['202', '303', '404', '512', '602'])}55501${String(index % 100).padStart(2, '0')}`,
      buyerPreferences: preferencesFor(random, place),
      buyBox: random.chance(0.5) ? buyBoxFor(random, place) : null,
    };
  });
}
