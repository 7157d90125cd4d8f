/**
 * Audit record item: one thing an actor did that admins must be able to see later (role requests
 * and decisions, invitations minted; docs/requirements.md#r6-9). Written in the same transaction as
 * the change it records, never updated, never expired.
 *
 * Access patterns:
 * - write one: PutItem pk=AUDIT#<auditId>, sk=AUDIT (create only), inside the change's transaction
 * - the log, newest first (admin): Query gsi2 gsi2pk=AUDIT_LOG, ScanIndexForward=false
 */
import type * as z from 'zod';
import { auditEntrySchema } from '#shared/admin/audit-log';
import { GSI2 } from '../indexes';

export const AUDIT_RECORD_ENTITY = 'AuditRecord';

/** Every audit record in time order. */
export const AUDIT_LOG_INDEX = GSI2;
export const AUDIT_LOG_PARTITION = 'AUDIT_LOG';

export const auditRecordKey = (auditId: string) => ({ pk: `AUDIT#${auditId}`, sk: 'AUDIT' });

/** gsi2 key of an audit record: the log in time order, the id keeping entries distinct. */
export const auditLogKey = (at: string, auditId: string) => ({
  gsi2pk: AUDIT_LOG_PARTITION,
  gsi2sk: `${at}#${auditId}`,
});

/** The stored record is the entry admins read: nothing is kept that they may not see. */
export const auditRecordSchema = auditEntrySchema;
export type AuditRecord = z.infer<typeof auditRecordSchema>;

/** The stored item: the record plus its keys and entity name. */
export function toAuditItem(record: AuditRecord) {
  const parsed = auditRecordSchema.parse(record);
  return {
    ...auditRecordKey(parsed.auditId),
    ...auditLogKey(parsed.at, parsed.auditId),
    entity: AUDIT_RECORD_ENTITY,
    ...parsed,
  };
}

/** Reads a stored item back into a record, refusing an item of another shape. */
export function fromAuditItem(item: Record<string, unknown>): AuditRecord {
  return auditRecordSchema.parse(item);
}
