/**
 * Gives every demo account a complete profile (docs/requirements.md#r4-7): the User item the API would create
 * on the first `me`, plus the section its role must fill in (buyer → buyer preferences, owner → buy
 * box, originator → seller preferences), so signing in as a demo account lands on the dashboard.
 * A few seller-side accounts also appear on the Owners Club map (a company name and a ZIP in a
 * seeded city), so /owners is worth looking at; the demo owner is left off, to turn it on in the app.
 * The demo sellers get a call-booking link (DEMO_CALL_BOOKING_LINKS).
 * Idempotent: a missing item is created; an existing one only gets sections it lacks (a map choice
 * only when it never made one), so changes made in the app survive a restart. Runs in the stack process, after the function environment is
 * set, through the same repository the API uses.
 */
import type { BuyBoxInput, BuyerPreferencesInput } from '#shared/users/buyer-preferences';
import type { SellerPreferencesInput } from '#shared/users/profile';
import { hasRole } from '#shared/users/roles';
import type { NewUserRecord, UserRecord } from '#functions/db/entities/user.entity';
import {
  createUserIfAbsent,
  findUser,
  saveOwnerLocation,
  updateUser,
} from '#functions/users/users.repository';
import { syncAlertIndex } from '#functions/alerts/alert-index.service';
import { syncBuyerDemand } from '#functions/demand/buyer-demand';
import { DEMO_ACCOUNTS, DEMO_CALL_BOOKING_LINKS, type DemoAccount } from './demo-accounts';
import type { SeedOutcome } from './seed-demo-accounts';

const BUYER_PREFERENCES: BuyerPreferencesInput = {
  homeType: 'investment',
  propertyType: 'singleFamily',
  state: 'TX',
  city: 'Austin',
  zipCodes: ['78701', '78702'],
  minBedrooms: 3,
  searchFrequency: 'dailyDigest',
  financingType: 'cash',
  creditScoreRange: 'good',
};
const BUY_BOX: BuyBoxInput = { type: 'both', zipCodes: ['78701', '78745'], propertyTypes: ['singleFamily'] };
const SELLER_PREFERENCES: SellerPreferencesInput = {
  statesServed: ['TX', 'AZ'],
  dealTypes: ['cash', 'SubTo', 'SellerFinance'],
  markets: 'Austin, Phoenix',
};

/** Where the demo accounts that appear on the Owners Club map are, under which company name. */
export const DEMO_OWNER_MAP_MEMBERS: Readonly<Record<string, { companyName: string; zipCode: string }>> = {
  'seller@example.com': { companyName: 'Lone Star Home Partners', zipCode: '78704' },
  'hybrid@example.com': { companyName: 'Saguaro Deal Co.', zipCode: '85006' },
  'admin@example.com': { companyName: 'Front Range Acquisitions', zipCode: '80205' },
};

/** The sections a demo account gets, by its roles. */
export function demoProfileSections(demo: DemoAccount) {
  return {
    buyerPreferences: hasRole({ roles: demo.roles }, 'buyer') ? BUYER_PREFERENCES : null,
    buyBox: hasRole({ roles: demo.roles }, 'owner') ? BUY_BOX : null,
    sellerPreferences: hasRole({ roles: demo.roles }, 'originator') ? SELLER_PREFERENCES : null,
  };
}

function demoRecord(demo: DemoAccount, userId: string, now: string): NewUserRecord {
  return {
    userId,
    email: demo.email,
    firstName: demo.firstName,
    lastName: demo.lastName,
    phoneNumber: demo.phoneNumber,
    roles: [...demo.roles],
    cognitoGroups: [...demo.groups],
    languagePreference: 'en',
    accountStatus: 'active',
    callBookingLink: DEMO_CALL_BOOKING_LINKS[demo.email] ?? null,
    companyName: DEMO_OWNER_MAP_MEMBERS[demo.email]?.companyName ?? null,
    companyPhone: null,
    companyEmail: null,
    companyLogoKey: null,
    profilePictureKey: null,
    offerWebhookEnabled: false,
    offerSubmittedUrl: null,
    ...demoProfileSections(demo),
    // The seed enrols the account in TOTP as it creates it (enrolDemoTotp).
    mfaEnabled: demo.totpSecret !== null,
    // The seed gives each demo account its roles, as an invitation would.
    grantedRoles: [...demo.roles],
    createdAt: now,
    updatedAt: now,
  };
}

async function seedProfile(demo: DemoAccount, userId: string, now: string): Promise<UserRecord> {
  const existing = await findUser(userId);
  if (!existing) return createUserIfAbsent(demoRecord(demo, userId, now));
  const wanted = demoRecord(demo, userId, now);
  const missing = {
    ...(existing.buyerPreferences === null && wanted.buyerPreferences
      ? { buyerPreferences: wanted.buyerPreferences }
      : {}),
    ...(existing.buyBox === null && wanted.buyBox ? { buyBox: wanted.buyBox } : {}),
    ...(existing.sellerPreferences === null && wanted.sellerPreferences
      ? { sellerPreferences: wanted.sellerPreferences }
      : {}),
    ...(existing.phoneNumber ? {} : { phoneNumber: demo.phoneNumber }),
    ...(existing.companyName === null && wanted.companyName ? { companyName: wanted.companyName } : {}),
    ...(existing.callBookingLink === null && wanted.callBookingLink
      ? { callBookingLink: wanted.callBookingLink }
      : {}),
    // Items seeded before roles were recorded as given get them, so a demo account may drop a role
    // and add it back without asking.
    ...(existing.grantedRoles.length === 0 ? { grantedRoles: [...demo.roles] } : {}),
    // Rewriting the e-mail also writes the admin search keys, which items from before them lack.
    email: existing.email,
    lastName: existing.lastName,
  };
  return updateUser(userId, missing as Partial<UserRecord>, now);
}

/**
 * Puts the account on the Owners Club map through the write the API uses (choice and index key in
 * one update), unless it is not one of the map's demo members or already made a choice.
 */
async function seedOwnerMapChoice(demo: DemoAccount, user: UserRecord, now: string): Promise<UserRecord> {
  const member = DEMO_OWNER_MAP_MEMBERS[demo.email];
  if (!member || user.ownerLocation !== null) return user;
  return saveOwnerLocation(user.userId, { visible: true, zipCode: member.zipCode }, now);
}

/** Seeds the profile of every seeded demo account. */
export async function seedDemoProfiles(
  seeded: readonly SeedOutcome[],
  accounts: readonly DemoAccount[] = DEMO_ACCOUNTS,
): Promise<void> {
  const now = new Date().toISOString();
  for (const outcome of seeded) {
    const demo = accounts.find((account) => account.email === outcome.email);
    if (!demo) continue;
    const user = await seedOwnerMapChoice(demo, await seedProfile(demo, outcome.userId, now), now);
    // The alert index and the ZIP demand figures follow the buy box and preferences, as when they
    // are saved in the app.
    await syncAlertIndex(null, user);
    await syncBuyerDemand(user.userId, now);
  }
}
