/** The only module that reads and writes audit records. */
import {
  AUDIT_LOG_INDEX,
  AUDIT_LOG_PARTITION,
  fromAuditItem,
  toAuditItem,
  type AuditRecord,
} from '../db/entities/audit-record.entity';
import { queryPage, type Page } from '../db/query';
import { CREATE_ONLY, tableName } from '../db/table';
import type { TransactItem } from '../db/transactions';

/** The Put of one audit record, for the transaction of the change it records. */
export function auditRecordPut(record: AuditRecord): TransactItem {
  return { Put: { TableName: tableName(), Item: toAuditItem(record), ConditionExpression: CREATE_ONLY } };
}

/** One page of the audit log, newest first. */
export function queryAuditLog(limit: number, cursor: string | undefined): Promise<Page<AuditRecord>> {
  return queryPage(
    { index: AUDIT_LOG_INDEX, partition: AUDIT_LOG_PARTITION },
    { cursor, limit, forward: false },
    fromAuditItem,
  );
}
