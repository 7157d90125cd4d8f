/**
 * A first-come-first-served read/write lock. The transaction front runs every write and every
 * transaction under the exclusive side, so conditions checked at the start of a transaction still
 * hold when its writes land, and reads under the shared side never see half a transaction.
 */
type Mode = 'shared' | 'exclusive';

interface Waiter {
  mode: Mode;
  grant: () => void;
}

export class ReadWriteLock {
  private readers = 0;
  private writer = false;
  private readonly queue: Waiter[] = [];

  /** Runs `task` alongside other shared tasks, never during an exclusive one. */
  shared<T>(task: () => Promise<T>): Promise<T> {
    return this.run('shared', task);
  }

  /** Runs `task` alone. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.run('exclusive', task);
  }

  /** Tasks holding or waiting for the lock, for tests and diagnostics. */
  get pending(): number {
    return this.readers + (this.writer ? 1 : 0) + this.queue.length;
  }

  private async run<T>(mode: Mode, task: () => Promise<T>): Promise<T> {
    await new Promise<void>((grant) => {
      this.queue.push({ mode, grant });
      this.dispatch();
    });
    try {
      return await task();
    } finally {
      if (mode === 'shared') this.readers -= 1;
      else this.writer = false;
      this.dispatch();
    }
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const next = this.queue[0]!;
      if (next.mode === 'exclusive') {
        if (this.writer || this.readers > 0) return;
        this.writer = true;
      } else {
        if (this.writer) return;
        this.readers += 1;
      }
      this.queue.shift();
      next.grant();
      if (next.mode === 'exclusive') return;
    }
  }
}
