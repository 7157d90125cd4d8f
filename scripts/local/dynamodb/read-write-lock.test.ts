import { ReadWriteLock } from './read-write-lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('ReadWriteLock', () => {
  it('runs shared tasks together and an exclusive task alone, first come first served', async () => {
    // Prepare
    const lock = new ReadWriteLock();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} start`);
      await tick();
      events.push(`${name} end`);
    };

    // Act
    await Promise.all([
      lock.shared(task('read1')),
      lock.shared(task('read2')),
      lock.exclusive(task('write')),
      lock.shared(task('read3')),
    ]);

    // Assess
    expect(events).toEqual([
      'read1 start',
      'read2 start',
      'read1 end',
      'read2 end',
      'write start',
      'write end',
      'read3 start',
      'read3 end',
    ]);
    expect(lock.pending).toBe(0);
  });

  it('releases the lock when a task fails', async () => {
    // Prepare
    const lock = new ReadWriteLock();

    // Act
    await expect(lock.exclusive(async () => Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    const after = await lock.exclusive(async () => 'ran');

    // Assess
    expect(after).toBe('ran');
  });
});
