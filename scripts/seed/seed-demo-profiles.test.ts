import { hasAnyRole, SELLER_SIDE_ROLES } from '#shared/users/roles';
import { zipCentroid } from '#functions/geo/zip-centroids';
import { DEMO_PLACES } from './deals/demo-places';
import { demoAccount } from './demo-accounts';
import { DEMO_OWNER_MAP_MEMBERS } from './seed-demo-profiles';

describe('the demo Owners Club map', () => {
  it('shows a few seller-side accounts at ZIPs of seeded cities the map can place, never the demo owner', () => {
    const members = Object.entries(DEMO_OWNER_MAP_MEMBERS);
    expect(members.length).toBeGreaterThanOrEqual(3);
    const seededZips = DEMO_PLACES.flatMap((place) => place.zips);
    for (const [email, { companyName, zipCode }] of members) {
      expect(hasAnyRole(demoAccount(email), SELLER_SIDE_ROLES)).toBe(true);
      expect(companyName).not.toBe('');
      expect(seededZips).toContain(zipCode);
      expect(zipCentroid(zipCode)).not.toBeNull();
    }
    // The demo owner turns it on in the app (the Owners Club map e2e test).
    expect(DEMO_OWNER_MAP_MEMBERS).not.toHaveProperty(['owner@example.com']);
  });
});
