/** Reading the admin's audit log and pending role requests in API tests, page by page. */
import type { AuditEntry } from '#shared/admin/audit-log';
import type { RoleRequest } from '#shared/users/role-requests';
import { adminToken } from './accounts';
import { callApi } from './local-stack';

/** Pages read at most: other tests add entries, but never this many before ours. */
const MAX_PAGES = 20;

async function collect<T>(path: string, keep: (item: T) => boolean): Promise<T[]> {
  const token = await adminToken();
  const found: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query: string = `?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const { status, body } = await callApi(`${path}${query}`, { token });
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    const { items, nextCursor } = body as { items: T[]; nextCursor: string | null };
    found.push(...items.filter(keep));
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return found;
}

/** The audit entries that match, newest first. */
export const auditEntriesWhere = (keep: (entry: AuditEntry) => boolean) =>
  collect<AuditEntry>('/api/admin/audit-log', keep);

/** The pending role requests of one user, oldest first. */
export const pendingRequestsOf = (userId: string) =>
  collect<RoleRequest>('/api/admin/role-requests', (request) => request.userId === userId);
