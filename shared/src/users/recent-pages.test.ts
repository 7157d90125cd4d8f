import { ADDRESS_MAX_LENGTH } from '../deals/deal-schema';
import {
  RECENT_PAGE_ROUTE_NAME_MAX_LENGTH,
  RECENT_PAGE_ROUTE_PARAM_MAX_LENGTH,
  RECENT_PAGE_ROUTE_PARAMS_MAX,
  recentPageRouteSchema,
  recentPageSchema,
} from './recent-pages';

/** `count` values named `a`, `b`, `c`… */
const paramsOf = (count: number, value = 'x') =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [String.fromCharCode(97 + index), value]));

const accepts = (route: unknown) => recentPageRouteSchema.safeParse(route).success;
const firstMessage = (route: unknown) => recentPageRouteSchema.safeParse(route).error?.issues[0]?.message;

describe('recentPageRouteSchema limits', () => {
  it(`takes a name of up to ${RECENT_PAGE_ROUTE_NAME_MAX_LENGTH} letters, not one more`, () => {
    expect(accepts({ name: 'a'.repeat(RECENT_PAGE_ROUTE_NAME_MAX_LENGTH), params: {} })).toBe(true);
    expect(firstMessage({ name: 'a'.repeat(RECENT_PAGE_ROUTE_NAME_MAX_LENGTH + 1), params: {} })).toBe(
      'routeNameTooLong',
    );
  });

  it(`takes up to ${RECENT_PAGE_ROUTE_PARAMS_MAX} values, not one more`, () => {
    expect(accepts({ name: 'dealOffers', params: paramsOf(RECENT_PAGE_ROUTE_PARAMS_MAX) })).toBe(true);
    expect(firstMessage({ name: 'dealOffers', params: paramsOf(RECENT_PAGE_ROUTE_PARAMS_MAX + 1) })).toBe(
      'routeParamsTooMany',
    );
  });

  it(`takes values of up to ${RECENT_PAGE_ROUTE_PARAM_MAX_LENGTH} characters, not one more`, () => {
    const longest = 'x'.repeat(RECENT_PAGE_ROUTE_PARAM_MAX_LENGTH);
    expect(accepts({ name: 'dealOffers', params: paramsOf(RECENT_PAGE_ROUTE_PARAMS_MAX, longest) })).toBe(
      true,
    );
    expect(firstMessage({ name: 'dealOffers', params: { address: `${longest}x` } })).toBe(
      'routeParamTooLong',
    );
  });

  it(`takes a value's name of up to ${RECENT_PAGE_ROUTE_NAME_MAX_LENGTH} letters, not one more`, () => {
    const longestName = 'a'.repeat(RECENT_PAGE_ROUTE_NAME_MAX_LENGTH);
    expect(accepts({ name: 'dealOffers', params: { [longestName]: 'x' } })).toBe(true);
    expect(accepts({ name: 'dealOffers', params: { [`${longestName}a`]: 'x' } })).toBe(false);
  });

  it("names a listing's page by its address at the longest an address may be", () => {
    const page = {
      title: 'Offers',
      url: '/deals/d-1/offers',
      route: { name: 'dealOffers', params: { dealId: 'd-1', address: 'a'.repeat(ADDRESS_MAX_LENGTH) } },
    };
    expect(recentPageSchema.safeParse(page).success).toBe(true);
  });
});
