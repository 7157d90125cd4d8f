/**
 * The only module that reads and writes sign-in link items. It reads the table name from the
 * triggers' small environment (trigger-environment.ts) because the verify trigger uses it too.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { emailSignInLinkKey, emailSignInNoticeKey } from '../db/entities/sign-in-link.entity';
import { TTL_ATTRIBUTE } from '../db/table-definition';
import { dynamo } from '../lib/clients';
import { triggerSetting } from './trigger-environment';

export const EMAIL_SIGN_IN_LINK_ENTITY = 'EmailSignInLink';
export const EMAIL_SIGN_IN_NOTICE_ENTITY = 'EmailSignInNotice';

export interface NewSignInLink {
  email: string;
  tokenHash: string;
  createdAt: string;
  /** Epoch seconds; also the TTL attribute, so DynamoDB deletes links nobody used. */
  expiresAt: number;
}

/**
 * Stores a link's hash, or with `kind: 'notice'` the claim of a no-account notice; a new token never
 * collides, so this never overwrites.
 */
export async function saveSignInLink(link: NewSignInLink, kind: 'link' | 'notice' = 'link'): Promise<void> {
  const key = kind === 'link' ? emailSignInLinkKey : emailSignInNoticeKey;
  await dynamo().send(
    new PutCommand({
      TableName: triggerSetting('TABLE_NAME'),
      Item: {
        ...key(link.email, link.tokenHash),
        entity: kind === 'link' ? EMAIL_SIGN_IN_LINK_ENTITY : EMAIL_SIGN_IN_NOTICE_ENTITY,
        email: link.email,
        createdAt: link.createdAt,
        [TTL_ATTRIBUTE]: link.expiresAt,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/**
 * Uses the link up: one conditional delete that succeeds only while it exists and has not expired
 * (TTL deletion is lazy, so expiry is checked here too). Answers false for an unknown, used or
 * expired link; two racing uses of one link cannot both succeed.
 */
export async function consumeSignInLink(
  email: string,
  tokenHash: string,
  nowEpochSeconds: number,
): Promise<boolean> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: triggerSetting('TABLE_NAME'),
        Key: emailSignInLinkKey(email, tokenHash),
        ConditionExpression: 'attribute_exists(pk) AND #expiresAt > :now',
        ExpressionAttributeNames: { '#expiresAt': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':now': nowEpochSeconds },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
