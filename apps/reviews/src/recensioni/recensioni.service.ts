import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  Actor,
  ContenutoSegnalatoDto,
  modificaRecensioneRequest,
  RecensioneDto,
  RecensioneEvent,
  RecensioneOrdineDto,
  RecensioniVenditoreDto,
  recensisciRequest,
  rispondiRecensioneRequest,
  segnalaRecensioneRequest,
  SegnalazioneDto,
} from '@ricambiamo/contracts';
import {
  ETICHETTE_MOTIVO_SEGNALAZIONE,
  MOTIVO_MODERAZIONE_RECENSIONE,
  motivoInoltrato,
  RECENSIONI_PER_PAGINA,
  REVIEWS_EVENTS,
} from '@ricambiamo/contracts';
import { isUniqueViolation } from '@ricambiamo/database';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { DATABASE, InjectConfig, UnitOfWork } from '@ricambiamo/service-kit';
import type { z } from 'zod';
import type { ReviewsConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { ReputazioneService } from '../reputazione/reputazione.service';
import { finestraRecensione, impedimentoRecensione, modificabileFinoAl } from './finestra';
import type { RecensioneConOrdine } from './recensioni.repository';
import { RecensioniRepository, toRecensioneDto } from './recensioni.repository';

type Nuova = z.output<typeof recensisciRequest>;
type Modifica = z.output<typeof modificaRecensioneRequest>;
type Risposta = z.output<typeof rispondiRecensioneRequest>;
type Segnalazione = z.output<typeof segnalaRecensioneRequest>;

/** The review as its seller's page showed it, for the operator. */
const istantaneaRecensione = (r: RecensioneConOrdine) => {
  const dto = toRecensioneDto(r);
  return {
    titolo: `Recensione di ${dto.autore}`,
    link: `/venditore/${r.venditoreId}/profilo`,
    righe: [
      { etichetta: 'Stelle', valore: `${r.complessivo} su 5 (descrizione ${r.descrizione}, comunicazione ${r.comunicazione}, spedizione ${r.spedizione})` },
      { etichetta: 'Ricambi', valore: dto.ricambi.join(', ') },
      ...(dto.testo ? [{ etichetta: 'Testo', valore: dto.testo }] : []),
      ...(dto.risposta ? [{ etichetta: 'Risposta del venditore', valore: dto.risposta.testo }] : []),
    ],
  };
};

const evento = (r: RecensioneConOrdine, codiceOrdine: string): RecensioneEvent => ({
  recensioneId: r.id,
  ordineId: r.ordineId,
  codiceOrdine,
  venditoreId: r.venditoreId,
  acquirenteId: r.acquirenteId,
  complessivo: r.complessivo,
});

/**
 * Reviews of completed orders (docs/rules.md §3.16): written once by the buyer in the window, changed for 7 days,
 * replied to once by the seller, reported by either side. Each write recomputes the seller's reputation in the same
 * transaction.
 */
@Injectable()
export class RecensioniService {
  constructor(
    @InjectConfig() private readonly config: ReviewsConfig,
    @Inject(DATABASE) private readonly db: Db<PrismaClient>,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly recensioni: RecensioniRepository,
    private readonly reputazione: ReputazioneService,
  ) {}

  /** One per order: two at once meet the unique key, and the second is told REVIEW_EXISTS. */
  async scrivi(actor: Actor, { ordineId, ...stelle }: Nuova): Promise<RecensioneDto> {
    try {
      return await this.uow.run(async (tx, emit) => {
        const ordine = await tx.ordine.findUnique({ where: { id: ordineId }, include: { recensione: { select: { id: true } } } });
        if (!ordine || ordine.acquirenteId !== actor.userId) throw new DomainError('REVIEW_ORDER_NOT_FOUND');
        if (ordine.recensione) throw new DomainError('REVIEW_EXISTS');
        const impedimento = impedimentoRecensione(finestraRecensione(ordine, this.config.REVIEW_DELAY_SECONDS), new Date());
        if (impedimento) throw new DomainError(impedimento);
        const recensione = await tx.recensione.create({
          data: { id: randomUUID(), ordineId, venditoreId: ordine.venditoreId, acquirenteId: actor.userId, ...stelle },
          include: { ordine: { select: { autore: true, ricambi: true } } },
        });
        await emit(REVIEWS_EVENTS.reviewCreated, evento(recensione, ordine.codice));
        await this.reputazione.ricalcola(ordine.venditoreId, tx);
        return toRecensioneDto(recensione);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('REVIEW_EXISTS');
      throw error;
    }
  }

  async modifica(actor: Actor, { recensioneId, ...stelle }: Modifica): Promise<RecensioneDto> {
    return this.uow.run(async (tx) => {
      const attuale = await this.recensioni.find(recensioneId, tx);
      if (!attuale || attuale.acquirenteId !== actor.userId) throw new DomainError('REVIEW_NOT_FOUND');
      if (new Date() > modificabileFinoAl(attuale.createdAt)) throw new DomainError('REVIEW_EDIT_CLOSED');
      const recensione = await tx.recensione.update({
        where: { id: recensioneId },
        data: { ...stelle, modificataIl: new Date() },
        include: { ordine: { select: { autore: true, ricambi: true } } },
      });
      await this.reputazione.ricalcola(recensione.venditoreId, tx);
      return toRecensioneDto(recensione);
    });
  }

  /** Once: the update only takes a review without a reply, so two replies at once leave one. */
  async rispondi(actor: Actor, { recensioneId, testo }: Risposta): Promise<RecensioneDto> {
    return this.uow.run(async (tx, emit) => {
      const attuale = await this.recensioni.find(recensioneId, tx);
      if (!attuale || attuale.venditoreId !== actor.userId) throw new DomainError('REVIEW_NOT_FOUND');
      const { count } = await tx.recensione.updateMany({
        where: { id: recensioneId, risposta: null },
        data: { risposta: testo, rispostaIl: new Date() },
      });
      if (count === 0) throw new DomainError('REVIEW_REPLIED');
      const recensione = (await this.recensioni.find(recensioneId, tx))!;
      const ordine = await tx.ordine.findUniqueOrThrow({ where: { id: recensione.ordineId }, select: { codice: true } });
      await emit(REVIEWS_EVENTS.reviewReplied, evento(recensione, ordine.codice));
      return toRecensioneDto(recensione);
    });
  }

  /**
   * Either side of the order, once each; it keeps the review as it was and forwards the report to moderation's queue
   * (docs/rules.md §3.22). A report hides nothing: the operator decides.
   */
  async segnala(actor: Actor, { recensioneId, motivo, dettagli }: Segnalazione): Promise<SegnalazioneDto> {
    const recensione = await this.recensioni.find(recensioneId, this.db);
    if (!recensione || ![recensione.acquirenteId, recensione.venditoreId].includes(actor.userId)) throw new DomainError('REVIEW_NOT_FOUND');
    const id = randomUUID();
    try {
      await this.uow.run(async (tx, emit) => {
        const istantanea = { testo: recensione.testo, risposta: recensione.risposta, complessivo: recensione.complessivo };
        await tx.segnalazione.create({ data: { id, recensioneId, autoreId: actor.userId, motivo, dettagli, istantanea } });
        await emit(REVIEWS_EVENTS.reviewReported, {
          segnalazioneId: id,
          oggetto: 'recensione',
          oggettoId: recensioneId,
          interessatoId: recensione.acquirenteId,
          segnalanteId: actor.userId,
          ...motivoInoltrato(motivo, dettagli, ETICHETTE_MOTIVO_SEGNALAZIONE, MOTIVO_MODERAZIONE_RECENSIONE),
          istantanea: istantaneaRecensione(recensione),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('REVIEW_REPORTED');
      throw error;
    }
    return { id: recensioneId, motivo };
  }

  /** A review its seller's page shows, for a report moderation files; a hidden one is not there to report. */
  async contenuto(recensioneId: string): Promise<ContenutoSegnalatoDto> {
    const recensione = await this.recensioni.find(recensioneId, this.db);
    if (!recensione || recensione.nascosta) throw new DomainError('REVIEW_NOT_FOUND');
    return { interessatoId: recensione.acquirenteId, istantanea: istantaneaRecensione(recensione) };
  }

  async delVenditore(venditoreId: string, pagina: number): Promise<RecensioniVenditoreDto> {
    const { recensioni, totale } = await this.recensioni.delVenditore(venditoreId, pagina, RECENSIONI_PER_PAGINA, this.db);
    return { recensioni: recensioni.map(toRecensioneDto), pagina, pagine: Math.max(1, Math.ceil(totale / RECENSIONI_PER_PAGINA)), totale };
  }

  /** The caller's orders among those asked; others are left out as if unknown. */
  async perOrdini(actor: Actor, ordineIds: string[]): Promise<RecensioneOrdineDto[]> {
    const ordini = await this.db.ordine.findMany({
      where: { id: { in: ordineIds }, OR: [{ acquirenteId: actor.userId }, { venditoreId: actor.userId }] },
      include: {
        recensione: {
          include: { ordine: { select: { autore: true, ricambi: true } }, segnalazioni: { where: { autoreId: actor.userId }, select: { id: true } } },
        },
      },
    });
    return ordini.map((ordine) => {
      const finestra = finestraRecensione(ordine, this.config.REVIEW_DELAY_SECONDS);
      const { recensione } = ordine;
      return {
        ordineId: ordine.id,
        recensione: recensione ? toRecensioneDto(recensione) : null,
        recensibileDal: finestra?.dal.toISOString() ?? null,
        recensibileFinoAl: finestra?.finoAl.toISOString() ?? null,
        modificabileFinoAl: recensione ? modificabileFinoAl(recensione.createdAt).toISOString() : null,
        segnalata: (recensione?.segnalazioni.length ?? 0) > 0,
      };
    });
  }
}
