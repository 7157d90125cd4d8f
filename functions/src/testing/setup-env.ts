import { TEST_ORIGIN_SECRET } from './origin-secret.fixtures';

// Unit tests run handlers in-process: give them the environment a deployed function would have.
Object.assign(process.env, {
  STAGE: 'test',
  AWS_REGION: 'us-east-2',
  TABLE_NAME: 'dealflow-test',
  USER_POOL_ID: 'us-east-2_TestPool',
  USER_POOL_CLIENT_ID: 'test-client',
  UPLOADS_BUCKET: 'dealflow-test-uploads',
  EMAIL_FROM: 'no-reply@dealflow.test',
  ASSETS_BASE_URL: '/assets',
  SITE_URL: 'http://localhost:5173',
  NOTIFICATIONS_QUEUE_URL: 'https://sqs.us-east-2.amazonaws.com/000000000000/notifications',
  ALERTS_QUEUE_URL: 'https://sqs.us-east-2.amazonaws.com/000000000000/alerts',
  WEBHOOK_QUEUE_URL: 'https://sqs.us-east-2.amazonaws.com/000000000000/webhooks',
  ORIGIN_SECRET: TEST_ORIGIN_SECRET,
  FEEDBACK_CHALLENGE_SECRET: 'test-feedback-challenge-secret-0123456789abcdef',
  TRAINING_BADGE_SECRET: 'test-training-badge-secret-0123456789abcdef',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  // Quiet runs: a test that cares about a log line spies on the logger.
  POWERTOOLS_LOG_LEVEL: 'SILENT',
});
