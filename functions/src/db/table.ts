import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { env } from '../lib/env';

/** Name of the one table, from the function environment. */
export const tableName = (): string => env().TABLE_NAME;

/** Condition that makes a Put a create: it fails when the item already exists. */
export const CREATE_ONLY = 'attribute_not_exists(pk)';

/** Condition that makes an Update touch only an existing item. */
export const EXISTING_ONLY = 'attribute_exists(pk)';

/** Whether a single conditional write (Put, Update, Delete) was refused by its condition. */
export const isConditionFailure = (error: unknown): error is ConditionalCheckFailedException =>
  error instanceof ConditionalCheckFailedException;
