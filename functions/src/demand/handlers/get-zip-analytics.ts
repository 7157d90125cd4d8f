import { getZipAnalytics } from '#shared/api/routes/demand.routes';
import { clientIp } from '../../lib/http/client-ip';
import { createRouteHandler } from '../../lib/http/route-handler';
import { publicZipAnalytics } from '../public-zip-analytics.service';

/** GET /api/analytics/zip-analytics: public figures of up to 50 ZIPs or one state, from the daily snapshot. */
export const handler = createRouteHandler(getZipAnalytics, ({ query, event }) =>
  publicZipAnalytics(query, clientIp(event), new Date()),
);
