import { TEXT_CONSENT_VERSION } from '#shared/texting/consent-wording';
import { DEFAULT_QUIET_HOURS, DEFAULT_TEXT_CHOICES } from '#shared/texting/text-alerts';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EXTRA_PUBLIC_PATHS, routes } from './routes';
import { SPEC_PUBLIC_PATH_MARKERS, isPublicRoute, type RouteDefinition } from './route';
import { PUBLIC_ROUTE_THROTTLES } from './route-throttles';
import { STANDARD_COURSE } from '../training/standard-course/index';

const functionsSource = join(__dirname, '..', '..', '..', 'functions', 'src');
const routeFilesFolder = join(__dirname, 'routes');

/** Each `routes/<feature>.routes.ts` with the one route array it exports. */
const routeFiles = readdirSync(routeFilesFolder)
  .filter((file) => file.endsWith('.routes.ts'))
  .map((file) => {
    const feature = file.replace(/\.routes\.ts$/, '');
    const arrayName = `${feature.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Routes`;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require(join(routeFilesFolder, file)) as Record<string, readonly RouteDefinition[]>;
    return { feature, arrayName, routes: loaded[arrayName] ?? [] };
  });

describe('the route table', () => {
  it('gives every route a unique id and a unique method and path', () => {
    const ids = routes.map((route) => route.id);
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('points every route at a handler module that exists', () => {
    const missing = routes.filter((route) => !existsSync(join(functionsSource, `${route.handler}.ts`)));
    expect(missing.map((route) => route.handler)).toEqual([]);
  });

  it("is the concatenation of every route file's array, each route once", () => {
    const declared = routeFiles.flatMap((file) => file.routes.map((route) => route.id));
    expect(routeFiles.filter((file) => file.routes.length === 0).map((file) => file.arrayName)).toEqual([]);
    expect([...declared].sort()).toEqual(routes.map((route) => route.id).sort());
  });

  it("names every route after its file's feature: tag, and handler `<feature>/handlers/<kebab id>`", () => {
    for (const { feature, routes: featureRoutes } of routeFiles) {
      for (const route of featureRoutes) {
        const [folder, handlers, module] = route.handler.split('/');
        expect({ id: route.id, tag: route.tag, folder, handlers }).toEqual({
          id: route.id,
          tag: feature,
          folder: feature,
          handlers: 'handlers',
        });
        // The module is the id in kebab case: lower-case words joined by dashes, same letters.
        expect(module).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(module?.replaceAll('-', '')).toBe(route.id.toLowerCase());
      }
    }
  });

  it("gives every route file's feature a functions/src folder of the same name", () => {
    const missing = routeFiles
      .map((file) => file.feature)
      .filter(
        (feature) =>
          !existsSync(join(functionsSource, feature)) ||
          !statSync(join(functionsSource, feature)).isDirectory(),
      );
    expect(missing).toEqual([]);
  });

  it('makes public exactly the docs/requirements.md#r7-3 paths and the listed extras', () => {
    for (const route of routes) {
      const specPublic = SPEC_PUBLIC_PATH_MARKERS.some((marker) => route.path.includes(marker));
      const extraPublic = route.path in EXTRA_PUBLIC_PATHS;
      expect({ path: route.path, public: isPublicRoute(route) }).toEqual({
        path: route.path,
        public: specPublic || extraPublic,
      });
    }
  });

  it('gives every public route a throttle, and only public routes (docs/requirements.md#e7-11)', () => {
    const publicIds = routes.filter(isPublicRoute).map((route) => route.id);

    expect(Object.keys(PUBLIC_ROUTE_THROTTLES).sort()).toEqual([...publicIds].sort());
    for (const throttle of Object.values(PUBLIC_ROUTE_THROTTLES))
      expect(throttle.burstLimit).toBeGreaterThanOrEqual(throttle.rateLimit);
  });

  it('lets shared caches keep only public GET answers (publicCacheSeconds), the same for every caller', () => {
    const cached = routes.filter((route) => route.publicCacheSeconds !== undefined);

    expect(cached.map((route) => route.id)).toContain('getZipAnalytics');
    for (const route of cached) {
      expect({ id: route.id, method: route.method, public: isPublicRoute(route) }).toEqual({
        id: route.id,
        method: 'GET',
        public: true,
      });
      expect(route.publicCacheSeconds).toBeGreaterThan(0);
    }
  });

  it('declares every path parameter in the params schema', () => {
    for (const route of routes) {
      const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = Object.keys(route.request.params?.shape ?? {});
      expect(declared.sort()).toEqual(placeholders.sort());
    }
  });

  it('makes every write body strict, so unknown fields are refused', () => {
    for (const route of routes.filter((entry) => entry.request.body)) {
      expect(route.request.body?.safeParse({ ...validSample(route.id), ownerId: 'x' }).success).toBe(false);
    }
  });
});

/** A valid cash listing (create and edit). */
const DEAL_SAMPLE = {
  streetAddress: '12 Elm Street',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  purchasePrice: 250_000,
  dealCategory: 'cash',
  propertyType: 'condo',
  bedrooms: 2,
  bathrooms: 1,
  squareFootage: 900,
  dealDescription: 'A bright condo close to downtown.',
  tags: ['off-market'],
  legalCertification: true,
};

/** A body each write route accepts, to show that only the unknown field makes it fail. */
/** A lesson's content as an admin sends it: the standard course's first lesson. */
const LESSON_SAMPLE = STANDARD_COURSE[0]!.content;

function validSample(routeId: string): Record<string, unknown> {
  const samples: Record<string, Record<string, unknown>> = {
    createDeal: DEAL_SAMPLE,
    updateDeal: DEAL_SAMPLE,
    changeDealStatus: { to: 'canceled', throughPlatform: false, cancelReason: 'Seller backed out' },
    createDealPhotoUpload: { contentType: 'image/webp', size: 2048 },
    submitOffer: { offerType: 'cash', purchasePrice: 250000, closeOfEscrowDate: '2030-01-15' },
    requestCall: { message: 'Is the roof new?', preferredTimes: 'Weekday mornings' },
    updateLanguage: { languagePreference: 'es' },
    updateProfile: {
      firstName: 'Bea',
      lastName: 'Buyer',
      phoneNumber: '2025550101',
      languagePreference: 'en',
    },
    updateBuyerPreferences: { homeType: 'primary', propertyType: 'condo', state: 'TX', city: 'Austin' },
    updateBuyBox: { type: 'cash' },
    updateSellerPreferences: { statesServed: ['TX'], dealTypes: ['cash'] },
    updateCompany: { companyName: 'Acme Homes' },
    updateOwnerLocation: { visible: true, zipCode: '78701' },
    createUpload: { kind: 'companyLogo', contentType: 'image/png', size: 1000 },
    setProfileImage: { kind: 'companyLogo', key: null },
    updateMyRoles: { add: [], remove: [] },
    recordRecentPage: { title: 'Dashboard', url: '/dashboard' },
    setUserRoles: { roles: ['buyer'] },
    decideRoleRequest: { decision: 'approved' },
    setUserStatus: { accountStatus: 'active' },
    setUserFirstRightOfRefusal: { firstRightOfRefusal: true },
    requestEmailSignInLink: { email: 'bea@example.com', language: 'es' },
    generateInvitations: { role: 'buyer', count: 2 },
    signUpWithInvitation: {
      email: 'new@example.com',
      password: 'Passw0rd!',
      firstName: 'Nia',
      lastName: 'Newman',
      invitationToken: 'A'.repeat(43),
    },
    requestAccess: { firstName: 'Wes', lastName: 'Waiter', email: 'wes@example.com', role: 'buyer' },
    confirmWaitlistEntry: { entryId: '01JAAAAAAAAAAAAAAAAAAAAAAA', token: 'A'.repeat(43) },
    createFeedbackScreenshot: { contentType: 'image/png', size: 2048 },
    submitFeedback: {
      type: 'bug',
      comment: 'The map is blank',
      email: null,
      pagePath: '/deals',
      language: 'en',
      screenshotKey: null,
      context: null,
      verification: 'eyJjaGFsbGVuZ2UiOnt9fQ==',
    },
    setFeedbackStatus: { status: 'resolved' },
    setFeedbackSubscription: { bugReportEmails: true },
    saveWebhookSettings: {
      offerWebhookEnabled: true,
      offerSubmittedUrl: 'https://hooks.example.com/dealflow',
    },
    startQuizAttempt: { language: 'en' },
    submitQuizAnswers: { answers: [{ questionId: 'q1', choiceId: 'a' }] },
    dismissOnboarding: { dismissed: true },
    createLesson: { content: LESSON_SAMPLE, required: true },
    updateLesson: { content: LESSON_SAMPLE, revision: 1 },
    setLessonSettings: { published: true, required: true, requireRecertification: false },
    setLessonOrder: { lessonIds: ['subject-to', 'seller-finance'] },
    startTextNumber: {
      phoneNumber: '(512) 555-0100',
      consent: true,
      consentVersion: TEXT_CONSENT_VERSION,
      language: 'en',
      timeZone: 'America/Chicago',
    },
    confirmTextNumber: { code: '123456' },
    saveNumbersInputs: { monthlyRent: 2400, vacancyPercent: 5, afterRepairValue: null },
    updateTextAlerts: {
      choices: DEFAULT_TEXT_CHOICES,
      quietHours: { ...DEFAULT_QUIET_HOURS, timeZone: 'America/Chicago' },
    },
    sendDealToBuyers: { buyerIds: ['buyer-1', 'buyer-2'], note: 'Tenant in place, call me.' },
  };
  const sample = samples[routeId];
  if (!sample) throw new Error(`Add a valid sample body for ${routeId}`);
  return sample;
}
