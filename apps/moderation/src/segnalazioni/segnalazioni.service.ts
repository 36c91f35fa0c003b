import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor, ContenutoSegnalatoDto, ErrorCode, MODERATION, OggettoModulo, ParsedRequestOf } from '@ricambiamo/contracts';
import { CATALOGUE, DEMAND, IDENTITY, NON_DISPONIBILE, REVIEWS, SEGNALAZIONI_ALL_ORA } from '@ricambiamo/contracts';
import { DomainError, RpcClient } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { DATABASE, UnitOfWork } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { aggiungiSegnalazione, apriCaso, bloccaCasoAperto } from './caso-aperto';
import { istantaneaInserzione, istantaneaVenditore } from './istantanea';

const ORA = 3_600_000;

/** What the reported content's owner answers when it is gone, or no longer shown. */
const NON_TROVATO: readonly ErrorCode[] = ['LISTING_NOT_FOUND', 'SELLER_NOT_FOUND', 'REVIEW_NOT_FOUND', 'REQUEST_NOT_FOUND', 'NOT_FOUND', ...NON_DISPONIBILE];

/**
 * "Segnala" (art. 16 DSA, docs/rules.md §3.22) on a listing, a seller's page, a review or a request: anyone's report
 * joins the open case of its content, or opens one with the content as anyone sees it now, asked of the service that
 * shows it. A report hides nothing by itself.
 */
@Injectable()
export class SegnalazioniService {
  constructor(
    @Inject(DATABASE) private readonly db: Db<PrismaClient>,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly rpc: RpcClient,
  ) {}

  async segnala(actor: Actor | null, s: ParsedRequestOf<typeof MODERATION.report.file>, correlationId: string): Promise<{ ok: true }> {
    await this.controllaLimite(actor?.userId ?? null, s.email);
    // A case decided between finding it and joining it takes no new report: the next pass opens a new case.
    for (let tentativo = 0; tentativo < 3; tentativo++) {
      await this.casoAperto(s.oggetto, s.oggettoId, correlationId);
      const aggiunta = await this.uow.run(async (tx) => {
        const caso = await bloccaCasoAperto(tx, s.oggetto, s.oggettoId);
        if (!caso) return false;
        const { motivo, spiegazione, nome, email } = s;
        await aggiungiSegnalazione(tx, caso, { id: randomUUID(), motivo, spiegazione, nome, email, utenteId: actor?.userId ?? null });
        return true;
      });
      if (aggiunta) return { ok: true };
    }
    throw new DomainError('INTERNAL');
  }

  /**
   * SEGNALAZIONI_ALL_ORA per account and per e-mail given; a visitor who gives neither is held by the gateway's limit
   * per address, which this service never sees.
   */
  private async controllaLimite(utenteId: string | null, email: string | null): Promise<void> {
    const chi = [...(utenteId ? [{ utenteId }] : []), ...(email ? [{ email }] : [])];
    if (chi.length === 0) return;
    const recenti = await this.db.segnalazione.count({ where: { OR: chi, createdAt: { gt: new Date(Date.now() - ORA) } } });
    if (recenti >= SEGNALAZIONI_ALL_ORA) throw new DomainError('REPORT_RATE_LIMITED');
  }

  /** Opens the content's case with its snapshot when none is open; the snapshot is asked for only then. */
  private async casoAperto(oggetto: OggettoModulo, oggettoId: string, correlationId: string): Promise<void> {
    if (await this.db.caso.findFirst({ where: { oggetto, oggettoId, stato: 'aperto' }, select: { id: true } })) return;
    await apriCaso(this.db, oggetto, oggettoId, await this.contenuto(oggetto, oggettoId, correlationId));
  }

  /** The content as an anonymous visitor sees it now, asked of the service that shows it. */
  private async contenuto(oggetto: OggettoModulo, id: string, correlationId: string): Promise<ContenutoSegnalatoDto> {
    const anonimo = { actor: null, correlationId };
    try {
      switch (oggetto) {
        case 'inserzione':
          return istantaneaInserzione(await this.rpc.send(CATALOGUE.listing.get, { id }, anonimo));
        case 'venditore':
          return istantaneaVenditore(await this.rpc.send(IDENTITY.seller.publicProfile, { venditoreId: id }, anonimo));
        case 'recensione':
          return await this.rpc.send(REVIEWS.review.snapshot, { recensioneId: id }, anonimo);
        case 'richiesta':
          return await this.rpc.send(DEMAND.request.snapshot, { richiestaId: id }, anonimo);
      }
    } catch (error) {
      if (error instanceof DomainError && NON_TROVATO.includes(error.code)) throw new DomainError('REPORT_TARGET_NOT_FOUND');
      throw error;
    }
  }
}
