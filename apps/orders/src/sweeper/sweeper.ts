import { Injectable } from '@nestjs/common';
import { InjectConfig, Periodico } from '@ricambiamo/service-kit';
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
export class Sweeper extends Periodico {
  constructor(
    @InjectConfig() private readonly config: OrdersConfig,
    private readonly finestra: FinestraPagamentoService,
    private readonly tentativi: TentativiAbbandonatiService,
    private readonly regolazione: RegolazioneService,
  ) {
    super();
  }

  protected get intervalloMs(): number {
    return this.config.SWEEP_INTERVAL_MS;
  }

  protected esegui(): Promise<void> {
    return this.sweep();
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
      if (this.inArresto) return;
      try {
        await task();
      } catch (error) {
        this.logger.warn({ err: error }, `Sweep of ${name} failed; trying again at the next one`);
      }
    }
  }
}
