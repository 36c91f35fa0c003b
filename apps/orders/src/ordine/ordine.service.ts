import { Injectable } from '@nestjs/common';
import type {
  Actor,
  OrdineDto,
  RicambioVendutoDto,
  StatisticheAcquirenteDto,
  StatisticheVenditoreDto,
  StatoOrdine,
  UpdateOrderStatusRequest,
} from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { InjectConfig, UnitOfWork } from '@ricambiamo/service-kit';
import type { OrdersConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import type { VenditoreLetto } from '../venditore/venditore.repository';
import { VenditoreRepository } from '../venditore/venditore.repository';
import { OrdineEvents } from './ordine.events';
import type { OrdineCompleto } from './ordine.dto';
import { toOrdineDto } from './ordine.dto';
import { OrdineRepository, ricerca } from './ordine.repository';
import { eFinale, eParte, ricambiVenduti, verificaTransizione } from './ordine.rules';
import { RegolazioneService } from './regolazione.service';

const NON_CANCELLATI = { stato: { not: 'cancelled' } } as const;

/** What each party sees of its orders, and the seller's status actions (docs/rules.md §3 dashboards, docs/rules.md §5). */
@Injectable()
export class OrdineService {
  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly ordini: OrdineRepository,
    private readonly venditori: VenditoreRepository,
    private readonly regolazione: RegolazioneService,
    private readonly eventi: OrdineEvents,
    @InjectConfig() private readonly config: OrdersConfig,
  ) {}

  /** The buyer's orders; the search box matches the seller's name, the parts and the order code or id. */
  async mine(actor: Actor, q?: string | null): Promise<OrdineDto[]> {
    const venditori = q ? await this.venditori.idsMatching(q) : [];
    return this.dto(await this.ordini.list({ acquirenteId: actor.userId, ...ricerca(q, [{ venditoreId: { in: venditori } }]) }));
  }

  /** The seller's orders; the search box matches the customer, the parts and the order code or id. */
  async forSeller(actor: Actor, q?: string | null): Promise<OrdineDto[]> {
    const cliente = (['nome', 'email', 'telefono'] as const).map((campo) => ({ [campo]: { contains: q ?? '', mode: 'insensitive' as const } }));
    return this.dto(await this.ordini.list({ venditoreId: actor.userId, ...ricerca(q, cliente) }));
  }

  /** For its buyer or its seller; anyone else learns nothing, not even that it exists. */
  async get(actor: Actor, id: string): Promise<OrdineDto> {
    const ordine = await this.ordini.find(id);
    if (!ordine || !eParte(ordine, actor.userId)) throw new DomainError('ORDER_NOT_FOUND');
    return this.toDto(ordine);
  }

  /** An order already read and checked for its caller (its buyer or its seller), as that caller sees it. */
  async toDto(ordine: OrdineCompleto): Promise<OrdineDto> {
    return (await this.dto([ordine]))[0];
  }

  /** The same, with its seller already read. */
  toDtoCon(ordine: OrdineCompleto, venditore: VenditoreLetto | undefined): OrdineDto {
    return toOrdineDto(ordine, venditore, this.config.WITHDRAWAL_WINDOW_SECONDS * 1000);
  }

  /**
   * The seller's action, under the order's row lock: of two actions racing on one order the second sees the first's
   * status, so a completed order is never also cancelled. A final status then settles the parts with catalogue.
   */
  async updateStatus(actor: Actor, correlationId: string, { ordineId, stato }: UpdateOrderStatusRequest): Promise<OrdineDto> {
    const ordine = await this.uow.run(async (tx, emit, hint) => {
      const precedente = await this.ordini.lockForSeller(ordineId, actor.userId, tx);
      if (!precedente) throw new DomainError('ORDER_NOT_FOUND');
      verificaTransizione(precedente, stato);
      const aggiornato = await this.ordini.changeStatus(ordineId, stato, 'venditore', tx);
      await this.eventi.statoCambiato(aggiornato, precedente, 'venditore', tx, emit, hint);
      return aggiornato;
    });
    if (eFinale(stato)) {
      await this.regolazione.subito(correlationId, ordineId, stato);
      return this.get(actor, ordineId);
    }
    return this.toDto(ordine);
  }

  async statsSeller(actor: Actor): Promise<StatisticheVenditoreDto> {
    const mine = { venditoreId: actor.userId };
    const [ordini, venditeCentesimi] = await Promise.all([this.ordini.count(mine), this.ordini.sumTotals({ ...mine, ...NON_CANCELLATI })]);
    return { ordini, venditeCentesimi };
  }

  async statsBuyer(actor: Actor): Promise<StatisticheAcquirenteDto> {
    const mine = { acquirenteId: actor.userId };
    const conStato = (stato: StatoOrdine) => this.ordini.count({ ...mine, stato });
    const [ordiniTotali, inAttesa, inLavorazione, totaleSpesoCentesimi] = await Promise.all([
      this.ordini.count(mine),
      conStato('pending'),
      conStato('processing'),
      this.ordini.sumTotals({ ...mine, ...NON_CANCELLATI }),
    ]);
    return { ordiniTotali, inAttesa, inLavorazione, totaleSpesoCentesimi };
  }

  /**
   * The listing's parts in the seller's orders that were not cancelled, newest first (docs/rules.md §3 Edit listing); a part
   * returned with a withdrawal and put on sale again is no longer sold.
   */
  async soldParts(actor: Actor, autoId: string): Promise<RicambioVendutoDto[]> {
    const ordini = await this.ordini.list({ venditoreId: actor.userId, autoId, ...NON_CANCELLATI });
    return ordini.flatMap(ricambiVenduti);
  }

  private async dto(ordini: OrdineCompleto[]): Promise<OrdineDto[]> {
    const venditori = await this.venditori.byIds(ordini.map((o) => o.venditoreId));
    return ordini.map((o) => this.toDtoCon(o, venditori.get(o.venditoreId)));
  }
}
