/**
 * The message of the line the webhook consumer logs for each attempt it sent. Infra counts the
 * failed ones with a metric filter on it (infra/constructs/alarms.ts), so both read it from here.
 */
export const WEBHOOK_ATTEMPT_LOG_MESSAGE = 'Webhook attempt';
