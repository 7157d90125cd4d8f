/** Helpers for handler tests that pass through a rate limit (functions/src/rate-limits). */
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';

/** The GetItem calls a handler made besides reading its rate-limit windows. */
export const readsBeyondRateLimits = (dynamo: AwsClientStub<DynamoDBDocumentClient>) =>
  dynamo.commandCalls(GetCommand).filter((call) => !String(call.args[0].input.Key?.pk).startsWith('RATE#'));
