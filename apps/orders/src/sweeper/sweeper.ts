import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { Injectable, Logger } from '@nestjs/common';
import { InjectConfig } from '@ricambiamo/service-kit';
import type { OrdersConfig } from '../config';
import { FinestraPagamentoService } from '../ordine/finestra-pagamento.service';
import { RegolazioneService } from '../ordine/regolazione.service';
import { TentativiAbbandonatiService } from '../piazzamento/tentativi-abbandonati.service';

/**
 * Every SWEEP_INTERVAL_MS, on every replica: reminders and cancellations of the payment window, abandoned placing
 * attempts, final orders whose parts catalogue has not confirmed. Each task takes its rows with FOR UPDATE SKIP LOCKED,
 * so replicas share the work and never do one thing twice. On shutdown the sweep under way finishes.
 */
@Injectable()
export class Sweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(Sweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopping = false;

  constructor(
    @InjectConfig() private readonly config: OrdersConfig,
    private readonly finestra: FinestraPagamentoService,
    private readonly tentativi: TentativiAbbandonatiService,
    private readonly regolazione: RegolazioneService,
  ) {}

  onApplicationBootstrap(): void {
    this.stopping = false;
    this.schedule();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass of every task; a failing task is logged and does not stop the others. */
  async sweep(): Promise<void> {
    const tasks: [string, () => Promise<number>][] = [
      ['payment reminders', () => this.finestra.avvisa()],
      ['payment window', () => this.finestra.cancella()],
      ['abandoned attempts', () => this.tentativi.rilascia()],
      ['parts to settle', () => this.regolazione.riprova()],
    ];
    for (const [name, task] of tasks) {
      if (this.stopping) return;
      try {
        await task();
      } catch (error) {
        this.logger.warn({ err: error }, `Sweep of ${name} failed; trying again at the next one`);
      }
    }
  }

  private schedule(): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.running = this.sweep().finally(() => {
        this.running = null;
        this.schedule();
      });
    }, this.config.SWEEP_INTERVAL_MS);
    // A pending sweep never keeps the process alive.
    this.timer.unref();
  }
}
