/**
 * Every AWS SDK client the functions use, each created on first use and kept for the container's
 * life. The getters are separate functions so a bundle only carries and constructs the clients its
 * handler reaches. The region and endpoints come from the SDK's own `AWS_REGION` and
 * `AWS_ENDPOINT_URL_<SERVICE>` variables (the local stack points them at its stand-ins), so nothing
 * here knows where it runs and the Cognito triggers, whose environment is smaller, can use it too.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PinpointSMSVoiceV2Client } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

let documentClient: DynamoDBDocumentClient | undefined;
let cognitoClient: CognitoIdentityProviderClient | undefined;
let s3Client: S3Client | undefined;
let sesClient: SESv2Client | undefined;
let sqsClient: SQSClient | undefined;
let smsClient: PinpointSMSVoiceV2Client | undefined;

/** The DynamoDB document client: plain JS values in and out, undefined fields dropped. */
export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({ region: process.env.AWS_REGION }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

/** The Cognito user pool administration client. */
export function cognito(): CognitoIdentityProviderClient {
  cognitoClient ??= new CognitoIdentityProviderClient({ region: process.env.AWS_REGION });
  return cognitoClient;
}

/** The S3 client; path-style addressing where the bucket stand-in needs it. */
export function s3(): S3Client {
  s3Client ??= new S3Client({ region: process.env.AWS_REGION, forcePathStyle: env().S3_FORCE_PATH_STYLE });
  return s3Client;
}

/** The SES (v2) client e-mail goes out through. */
export function ses(): SESv2Client {
  sesClient ??= new SESv2Client({ region: process.env.AWS_REGION });
  return sesClient;
}

/** The SQS client the work queues are fed through. */
export function sqs(): SQSClient {
  sqsClient ??= new SQSClient({ region: process.env.AWS_REGION });
  return sqsClient;
}

/** The AWS End User Messaging SMS client texts go out through (the local text store locally). */
export function sms(): PinpointSMSVoiceV2Client {
  smsClient ??= new PinpointSMSVoiceV2Client({ region: process.env.AWS_REGION });
  return smsClient;
}
