/**
 * The photo renditions queue's consumer, as data like the other work queues (queue-consumers.ts),
 * but fed by the uploads bucket instead of by functions: S3 sends it an event for each checked
 * listing photo stored (infra/constructs/photo-renditions.ts), and the local S3 stand-in does the
 * same (docs/local-stack.md). Its own timeout and memory: decoding a 10 MB photo is image work.
 */
export const PHOTO_RENDITIONS_CONSUMER = {
  name: 'photo-renditions',
  handler: 'deal-photos/handlers/make-photo-renditions',
  description: 'Makes the 400 and 1,200 px WebP renditions of each listing photo stored',
  /** A 10 MB photo decodes and scales in a few seconds at this memory; 60 s leaves a wide margin. */
  timeoutSeconds: 60,
  /** MB: libvips holds the decoded photo (up to ~100 MB for a large one) and its copies. */
  memorySize: 1024,
  /** Each message is one photo (S3 sends one record per object); a few per invocation. */
  batchSize: 5,
  /** A photo S3 keeps refusing to store is parked after three tries; unreadable ones never retry. */
  maxReceiveCount: 3,
  /** Installed beside the bundle, not bundled: sharp loads its native libvips build at run time. */
  nodeModules: ['sharp'],
} as const;

/** How long a received message stays hidden: six times the consumer's timeout, as AWS advises. */
export const PHOTO_RENDITIONS_VISIBILITY_TIMEOUT_SECONDS = PHOTO_RENDITIONS_CONSUMER.timeoutSeconds * 6;
