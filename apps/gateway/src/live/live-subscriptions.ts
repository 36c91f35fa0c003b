import { Logger } from '@nestjs/common';
import type { LiveHint } from '@ricambiamo/contracts';
import { liveHint, liveSubject } from '@ricambiamo/contracts';
import { HintQueue } from './hint-queue';

/** What the live subscriptions need of a NATS connection (nats.js' NatsConnection has it). */
export interface NatsSubscriber {
  subscribe(
    subject: string,
    options: { callback: (error: Error | null, message: { string(): string }) => void },
  ): { unsubscribe(): void };
  flush(): Promise<void>;
}

/** The users with a live subscription on this replica: one NATS subscription each, shared by all their subscriptions. */
interface UtenteInAscolto {
  /** Settles once the NATS server has the subscription. */
  ready: Promise<{ unsubscribe(): void }>;
  queues: Set<HintQueue>;
}

function parseHint(text: string): LiveHint | null {
  try {
    const parsed = liveHint.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The per-user hints the services publish on NATS core (`live.utente.<userId>`), forwarded to that user's
 * subscriptions on this replica and to nobody else's. The replica subscribes to a user's subject while the user has at
 * least one subscription here and unsubscribes with the last, so it receives only the hints of its own connections.
 */
export class LiveSubscriptions {
  private readonly logger = new Logger(LiveSubscriptions.name);
  private readonly utenti = new Map<string, UtenteInAscolto>();

  constructor(private readonly nats: () => Promise<NatsSubscriber>) {}

  /** How many users this replica listens for. */
  get users(): number {
    return this.utenti.size;
  }

  /**
   * The user's hints from the moment it resolves until the queue is returned. Rejects when NATS cannot take the
   * subscription, so the client sees its subscription fail rather than wait for hints that never come.
   */
  async of(userId: string): Promise<HintQueue> {
    let utente = this.utenti.get(userId);
    if (!utente) {
      utente = { ready: this.subscribe(userId), queues: new Set() };
      this.utenti.set(userId, utente);
    }
    const queue = new HintQueue(() => this.leave(userId, queue));
    utente.queues.add(queue);
    try {
      await utente.ready;
    } catch (error) {
      await queue.return();
      throw error;
    }
    return queue;
  }

  private async subscribe(userId: string): Promise<{ unsubscribe(): void }> {
    const subject = liveSubject(userId);
    const nats = await this.nats();
    const subscription = nats.subscribe(subject, {
      callback: (error, message) => {
        if (error) {
          this.logger.error({ err: error, subject }, 'Live hints subscription failed');
          return;
        }
        const hint = parseHint(message.string());
        if (!hint) {
          this.logger.warn({ subject }, 'Dropped a malformed live hint');
          return;
        }
        for (const queue of this.utenti.get(userId)?.queues ?? []) queue.push(hint);
      },
    });
    try {
      // Once the server has the subscription, no hint published after the client's subscription started is missed.
      await nats.flush();
    } catch (error) {
      subscription.unsubscribe();
      throw error;
    }
    return subscription;
  }

  private leave(userId: string, queue: HintQueue): void {
    const utente = this.utenti.get(userId);
    if (!utente?.queues.delete(queue) || utente.queues.size > 0) return;
    this.utenti.delete(userId);
    // A failed subscription has nothing to undo; the next subscription of the user tries again.
    void utente.ready.then(
      (subscription) => subscription.unsubscribe(),
      () => undefined,
    );
  }
}
