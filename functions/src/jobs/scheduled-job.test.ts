import type { Context } from 'aws-lambda';
import { logger } from '../lib/logger';
import { createScheduledJobHandler, jobTime } from './scheduled-job';

describe('jobTime', () => {
  it("is the scheduled event's time", () => {
    expect(jobTime({ time: '2026-11-21T00:15:00Z' }).toISOString()).toBe('2026-11-21T00:15:00.000Z');
  });

  it('is the clock when the event has no usable time', () => {
    // Prepare
    const before = Date.now();

    // Act
    const times = [jobTime(undefined), jobTime({ time: 'soon' })];

    // Assess
    for (const time of times) expect(time.getTime()).toBeGreaterThanOrEqual(before);
  });
});

describe('createScheduledJobHandler', () => {
  it('runs the job for the event’s instant and answers its outcome', async () => {
    // Prepare
    const run = jest.fn(async (now: Date) => ({ ranFor: now.toISOString() }));
    const log = jest.spyOn(logger, 'info');
    const handler = createScheduledJobHandler('test-job', run);

    // Act
    const outcome = await handler({ time: '2026-11-23T00:30:00Z' });

    // Assess
    expect(outcome).toEqual({ ranFor: '2026-11-23T00:30:00.000Z' });
    expect(log).toHaveBeenCalledWith(
      'Job test-job done',
      expect.objectContaining({ now: '2026-11-23T00:30:00.000Z' }),
    );
    log.mockRestore();
  });

  it("gives the job the invocation's time left, so a long job can stop before its timeout", async () => {
    // Prepare
    const run = jest.fn(async (_now: Date, remainingMs: () => number) => remainingMs());
    const context = { getRemainingTimeInMillis: () => 42_000 } as unknown as Context;

    // Act
    const left = await createScheduledJobHandler('test-job', run)({ time: '2026-11-23T00:30:00Z' }, context);

    // Assess
    expect(left).toBe(42_000);
  });
});
