import { Injectable, Logger } from '@nestjs/common';
import { InjectConfig } from '@ricambiamo/service-kit';
import { CatalogoClient } from '../catalogo/catalogo.client';
import type { OrdersConfig } from '../config';
import { OrdineRepository } from '../ordine/ordine.repository';
import { TentativoRepository } from './tentativo.repository';

/**
 * Releases what placing attempts left behind when their process died between the reservation and the order's commit
 * (or catalogue answered too late). Given up first, so no order can be written for them any more, then released;
 * an attempt stays until catalogue confirmed, and the next sweep asks again.
 */
@Injectable()
export class TentativiAbbandonatiService {
  private readonly logger = new Logger(TentativiAbbandonatiService.name);

  constructor(
    @InjectConfig() private readonly config: OrdersConfig,
    private readonly tentativi: TentativoRepository,
    private readonly ordini: OrdineRepository,
    private readonly catalogo: CatalogoClient,
  ) {}

  /** Returns how many attempts it cleared. */
  async rilascia(limit = 50): Promise<number> {
    const abbandonati = await this.tentativi.abbandona(this.config.PLACING_TIMEOUT_SECONDS, limit);
    let rilasciati = 0;
    for (const ordineId of abbandonati) {
      try {
        // Its order was written after all (a late retry opened the attempt anew): the parts are that order's.
        if (!(await this.ordini.exists(ordineId))) await this.catalogo.release(`sweeper-${ordineId}`, ordineId);
        await this.tentativi.elimina(ordineId);
        rilasciati += 1;
      } catch (error) {
        this.logger.warn({ err: error, ordineId }, 'Could not release an abandoned placing attempt; retrying at the next sweep');
      }
    }
    if (rilasciati > 0) this.logger.log({ rilasciati }, 'Released the parts of abandoned placing attempts');
    return rilasciati;
  }
}
