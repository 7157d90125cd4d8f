/**
 * Listing descriptions for demo deals, assembled from varied sentence templates (opening by property
 * type, condition, finance pitch, neighbourhood, call to action) so cards and text search look like a
 * real marketplace rather than one sentence repeated.
 */
import type { PropertyType, PurchaseType } from '#shared/deals/deal-fields';
import type { SeededRandom } from './seeded-random';

const OPENINGS: Readonly<Record<PropertyType, readonly string[]>> = {
  singleFamily: [
    'Charming {beds}-bedroom single-family home in {city}.',
    'Solid brick ranch on a quiet street in {city}.',
    'Spacious two-story family home close to downtown {city}.',
    'Well-kept bungalow with a fenced backyard in {city}.',
    'Craftsman-style house with a covered front porch in {city}.',
  ],
  condo: [
    'Bright {beds}-bedroom condo with city views in {city}.',
    'Updated corner-unit condo in a gated {city} community.',
    'Low-maintenance condo steps from shops and dining in {city}.',
  ],
  '24unit': [
    'Fully rented {units}-unit building in {city} with strong rent roll.',
    'Duplex with separate meters, ideal house hack in {city}.',
    'Fourplex near the university in {city}, long-term tenants in place.',
  ],
  manufactured: [
    'Manufactured home on its own land outside {city}.',
    'Double-wide on a large lot with a workshop near {city}.',
    'Move-in ready manufactured home in a quiet {city} park.',
  ],
};

const CONDITIONS = [
  'New roof in 2021 and HVAC serviced this spring.',
  'Needs cosmetic work: paint, flooring and a kitchen refresh.',
  'Kitchen remodeled with quartz counters and stainless appliances.',
  'Original hardwood floors, updated bathrooms and fresh interior paint.',
  'Foundation inspected, water heater replaced, turnkey condition.',
  'Light rehab needed; comps support a strong after-repair value.',
  'Tenant occupied, lease through next summer.',
  'Vacant and easy to show with a lockbox.',
];

const FINANCE_PITCHES: Readonly<Record<PurchaseType | 'none', readonly string[]>> = {
  cash: ['Priced for a quick cash close.', 'Cash buyers only, inspection period negotiable.'],
  traditional: [
    'Conventional and FHA buyers welcome.',
    'Qualifies for traditional financing, appraisal-ready.',
  ],
  SubTo: [
    'Take over the existing low-rate mortgage subject-to.',
    'Assume payments on a loan written well below today’s rates.',
  ],
  SellerFinance: [
    'Seller will carry the note with flexible terms.',
    'Owner financing available, no bank qualifying.',
  ],
  Hybrid: [
    'Subject-to the first loan plus a seller carry-back for the balance.',
    'Creative structure: existing mortgage stays, seller finances the gap.',
  ],
  LeaseOption: [
    'Lease with an option to buy, part of the rent credited.',
    'Rent-to-own opportunity with a locked purchase price.',
  ],
  none: ['Motivated seller open to offers.'],
};

const NEIGHBOURHOODS = [
  'Walking distance to schools, parks and the farmers market.',
  'Minutes from the interstate and major employers.',
  'Close to the hospital district and public transit.',
  'Great rental demand in this neighborhood.',
  'Quiet cul-de-sac with mature trees.',
  'Near the lake, trails and the new shopping center.',
];

const CLOSINGS = [
  'Motivated seller, send your best offer.',
  'Schedule a showing this week.',
  'Photos do not do it justice.',
  'Numbers work as a rental or a flip.',
  '',
];

/** A description of 3 to 5 sentences for this property. */
export function demoDescription(
  random: SeededRandom,
  deal: { propertyType: PropertyType; purchaseType?: PurchaseType; city: string; bedrooms: number },
): string {
  const opening = random
    .pick(OPENINGS[deal.propertyType])
    .replace('{city}', deal.city)
    .replace('{beds}', String(deal.bedrooms))
    .replace('{units}', String(Math.max(2, Math.min(4, Math.round(deal.bedrooms / 2)))));
  const sentences = [
    opening,
    random.pick(CONDITIONS),
    random.pick(FINANCE_PITCHES[deal.purchaseType ?? 'none']),
    ...(random.chance(0.6) ? [random.pick(NEIGHBOURHOODS)] : []),
    random.pick(CLOSINGS),
  ];
  return sentences.filter(Boolean).join(' ');
}
