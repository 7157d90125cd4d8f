/** Reads of issued credentials (written with the badge, see progress.repository.ts). */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  credentialKey,
  credentialRecordSchema,
  type CredentialRecord,
} from '../db/entities/credential.entity';
import { tableName } from '../db/table';
import { dynamo } from '../lib/clients';

/** One issued credential, or null when no credential has this id. */
export async function readCredential(credentialId: string): Promise<CredentialRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: credentialKey(credentialId) }),
  );
  return Item ? credentialRecordSchema.parse(Item) : null;
}
