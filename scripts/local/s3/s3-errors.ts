/**
 * What the local S3's gates answer when they refuse a request: S3's status, error code and message,
 * as S3's XML error document, readable by the origins the bucket's CORS rule allows.
 */
import type { S3rverContext } from 's3rver';

/** An S3 error answer: the HTTP status, `<Code>`, `<Message>` and any extra elements. */
export interface S3Refusal {
  status: number;
  code: string;
  message: string;
  detail?: Readonly<Record<string, string | number>>;
}

/** The key pairs the stand-in knows, by access key id. */
export type SecretsByAccessKey = Readonly<Record<string, string>>;

export const accessDenied = (message = 'Access Denied'): S3Refusal => ({
  status: 403,
  code: 'AccessDenied',
  message,
});

export const INVALID_ACCESS_KEY_ID: S3Refusal = {
  status: 403,
  code: 'InvalidAccessKeyId',
  message: 'The AWS Access Key Id you provided does not exist in our records.',
};

export const SIGNATURE_DOES_NOT_MATCH: S3Refusal = {
  status: 403,
  code: 'SignatureDoesNotMatch',
  message:
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** S3's error document. */
export function s3ErrorXml(refusal: S3Refusal): string {
  const detail = Object.entries(refusal.detail ?? {})
    .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${refusal.code}</Code><Message>${escapeXml(refusal.message)}</Message>${detail}</Error>`
  );
}

/** Answers the refusal, with the CORS headers S3 sends so an allowed origin can read it. */
export function answerRefusal(
  ctx: S3rverContext,
  refusal: S3Refusal,
  allowedOrigins: readonly string[],
): void {
  const origin = ctx.get('origin');
  if (origin && allowedOrigins.includes(origin)) {
    ctx.set('Access-Control-Allow-Origin', origin);
    ctx.set('Vary', 'Origin');
  }
  ctx.status = refusal.status;
  ctx.type = 'application/xml';
  // Node sends no body with a HEAD answer; the status says it all there.
  ctx.body = s3ErrorXml(refusal);
}
