import { listAuditLog as route } from '#shared/api/routes/admin.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listAuditLog } from '../../audit/audit-log.service';

/** GET /api/admin/audit-log: the audit log, newest first. */
export const handler = createRouteHandler(route, ({ query }) => listAuditLog(query));
