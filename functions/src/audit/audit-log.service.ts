/**
 * The audit log (docs/requirements.md#r6-9). Features that must be audited add `auditEntry(...)` to
 * the transaction of the change itself, so a change is never stored without its record, nor a record
 * without its change. Admins read the log a page at a time.
 */
import { monotonicFactory } from 'ulid';
import type { AuditAction, AuditEntry } from '#shared/admin/audit-log';
import type { Role } from '#shared/users/roles';
import type { Page } from '../db/query';
import type { TransactItem } from '../db/transactions';
import { auditRecordPut, queryAuditLog } from './audit-log.repository';

const nextAuditId = monotonicFactory();
export const DEFAULT_AUDIT_PAGE_SIZE = 25;

export interface AuditFacts {
  action: AuditAction;
  actor: { userId: string; email: string };
  subject: { userId: string; email: string } | null;
  role: Role;
  count?: number;
  now: Date;
}

/** The transaction item that records these facts (a new, time-ordered id each call). */
export function auditEntry(facts: AuditFacts): TransactItem {
  return auditRecordPut({
    auditId: nextAuditId(facts.now.getTime()),
    at: facts.now.toISOString(),
    action: facts.action,
    actorId: facts.actor.userId,
    actorEmail: facts.actor.email,
    subjectId: facts.subject?.userId ?? null,
    subjectEmail: facts.subject?.email ?? null,
    role: facts.role,
    count: facts.count ?? 1,
  });
}

/** One page of the log, newest first. */
export function listAuditLog(options: { cursor?: string; limit?: number }): Promise<Page<AuditEntry>> {
  return queryAuditLog(options.limit ?? DEFAULT_AUDIT_PAGE_SIZE, options.cursor);
}
