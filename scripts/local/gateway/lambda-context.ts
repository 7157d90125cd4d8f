/** A Lambda `Context` for a local invocation, with a deadline like the deployed function's. */
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

export interface LambdaContextOptions {
  functionName: string;
  region: string;
  timeoutMs: number;
  memoryMb?: number;
  requestId?: string;
}

export function createLambdaContext(options: LambdaContextOptions): Context {
  const deadline = Date.now() + options.timeoutMs;
  const awsRequestId = options.requestId ?? randomUUID();
  const today = new Date().toISOString().slice(0, 10).replace(/-/g, '/');
  const unsupported = () => {
    throw new Error('Legacy context.done/succeed/fail are not supported; return or throw instead.');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: options.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${options.region}:000000000000:function:${options.functionName}`,
    memoryLimitInMB: String(options.memoryMb ?? 1024),
    awsRequestId,
    logGroupName: `/aws/lambda/${options.functionName}`,
    logStreamName: `${today}/[$LATEST]${awsRequestId.replace(/-/g, '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
