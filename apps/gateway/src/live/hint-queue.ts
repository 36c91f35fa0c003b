import type { ArgomentoLive, LiveHint } from '@ricambiamo/contracts';

const DONE: IteratorReturnResult<undefined> = { value: undefined, done: true };

/**
 * One subscription's hints on their way to its socket. A hint only says "refetch", so while the client has not taken
 * one, the same argomento again adds nothing: the queue keeps each at most once, and a slow client costs at most one
 * entry per argomento instead of a backlog.
 */
export class HintQueue implements AsyncIterableIterator<LiveHint, undefined> {
  private readonly pending = new Set<ArgomentoLive>();
  private waiting: ((result: IteratorResult<LiveHint, undefined>) => void) | null = null;
  private ended = false;

  /** `onEnd` runs once, when the subscription ends (its client stops it or the connection closes). */
  constructor(private readonly onEnd: () => void) {}

  push(hint: LiveHint): void {
    if (this.ended) return;
    if (this.waiting) {
      const deliver = this.waiting;
      this.waiting = null;
      deliver({ value: hint, done: false });
    } else {
      this.pending.add(hint.argomento);
    }
  }

  next(): Promise<IteratorResult<LiveHint, undefined>> {
    if (this.ended) return Promise.resolve(DONE);
    const [argomento] = this.pending;
    if (argomento !== undefined) {
      this.pending.delete(argomento);
      return Promise.resolve({ value: { argomento }, done: false });
    }
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorReturnResult<undefined>> {
    if (!this.ended) {
      this.ended = true;
      this.pending.clear();
      this.waiting?.(DONE);
      this.waiting = null;
      this.onEnd();
    }
    return Promise.resolve(DONE);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
