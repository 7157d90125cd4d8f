/**
 * AWS SDK clients, created once per container. Endpoints come from the SDK's own
 * `AWS_ENDPOINT_URL_<SERVICE>` variables, so nothing here knows where it runs.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

let documentClient: DynamoDBDocumentClient | undefined;

/** The DynamoDB document client: plain JS values in and out, undefined fields dropped. */
export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({ region: env().AWS_REGION }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}
