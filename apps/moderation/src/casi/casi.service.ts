import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Actor, CasoDto, MODERATION, OggettoSegnalazione, ParsedRequestOf, ProvvedimentoDto, StatoCaso } from '@ricambiamo/contracts';
import {
  ERRORI_MODERAZIONE,
  ETICHETTE_AZIONE,
  ETICHETTE_ESITO_RICORSO,
  ETICHETTE_FONDAMENTO,
  ETICHETTE_OGGETTO,
  IDENTITY,
  MODERATION_EVENTS,
  OGGETTI_AZIONE,
} from '@ricambiamo/contracts';
import { DomainError, enqueueEvent, RpcClient } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { DATABASE, UnitOfWork } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { Registro } from '../registro/registro';
import { ricorribileFino, toCasoDto, toProvvedimentoDto } from './caso-dto';

type Contracts = typeof MODERATION;
const CON_SEGNALAZIONI = { segnalazioni: { orderBy: { createdAt: 'asc' } }, provvedimento: true } as const;
const CASI_PER_PAGINA = 100;
const GIORNO = 86_400_000;

/**
 * The operator's side (docs/rules.md §3.22): the queue of cases, one decision each, recorded in the audit log in its
 * own transaction; a decision that acts issues a statement of reasons to the content's owner, who may appeal it once,
 * and another operator decides the appeal.
 */
@Injectable()
export class CasiService {
  constructor(
    @Inject(DATABASE) private readonly db: Db<PrismaClient>,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly rpc: RpcClient,
    private readonly registro: Registro,
  ) {}

  async coda(stato: StatoCaso | null): Promise<CasoDto[]> {
    const casi = await this.db.caso.findMany({
      where: stato ? { stato } : {},
      include: CON_SEGNALAZIONI,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: CASI_PER_PAGINA,
    });
    return casi.map(toCasoDto);
  }

  async leggi(casoId: string): Promise<CasoDto> {
    const caso = await this.db.caso.findUnique({ where: { id: casoId }, include: CON_SEGNALAZIONI });
    if (!caso) throw new DomainError('CASE_NOT_FOUND');
    return toCasoDto(caso);
  }

  async decidi(actor: Actor, d: ParsedRequestOf<Contracts['caso']['decide']>, correlationId: string): Promise<CasoDto> {
    const operatore = await this.nomeOperatore(actor, correlationId);
    await this.uow.run(async (tx) => {
      const caso = await this.bloccaCaso(tx, d.casoId);
      if (caso.stato !== 'aperto') throw new DomainError('CASE_DECIDED');
      if (!OGGETTI_AZIONE[d.azione].includes(caso.oggetto as OggettoSegnalazione)) {
        throw new DomainError('VALIDATION_FAILED', { azione: ERRORI_MODERAZIONE.azioneNonAmmessa });
      }
      await tx.caso.update({
        where: { id: caso.id },
        data: { stato: 'deciso', azione: d.azione, fatti: d.fatti, fondamento: d.fondamento, operatoreId: actor.userId, decisoIl: new Date() },
      });
      const titolo = caso.istantanea.titolo;
      if (d.azione !== 'archivia') {
        const provvedimentoId = randomUUID();
        const { azione, fatti, fondamento } = d;
        const sospesoFino = azione === 'sospendi_venditore' && d.giorniSospensione ? new Date(Date.now() + d.giorniSospensione * GIORNO) : null;
        await tx.provvedimento.create({
          data: { id: provvedimentoId, casoId: caso.id, utenteId: caso.interessatoId, azione, titolo, fatti, fondamento, operatoreId: actor.userId, sospesoFino },
        });
        await enqueueEvent(tx, MODERATION_EVENTS.statementIssued, { provvedimentoId, utenteId: caso.interessatoId, titolo, azione });
        if (azione === 'nascondi_inserzione') await enqueueEvent(tx, MODERATION_EVENTS.listingHidden, { autoId: caso.oggettoId, provvedimentoId });
        if (azione === 'nascondi_recensione') await enqueueEvent(tx, MODERATION_EVENTS.reviewHidden, { recensioneId: caso.oggettoId, provvedimentoId });
        if (azione === 'sospendi_venditore') {
          await enqueueEvent(tx, MODERATION_EVENTS.sellerSuspended, { venditoreId: caso.interessatoId, provvedimentoId, fino: sospesoFino?.toISOString() ?? null });
        }
      }
      await this.registro.annota(
        {
          operatoreId: actor.userId,
          operatore,
          azione: ETICHETTE_AZIONE[d.azione],
          oggetto: `${ETICHETTE_OGGETTO[caso.oggetto as OggettoSegnalazione]} ${titolo} (${caso.oggettoId})`,
          motivazione: `${d.fatti} — ${ETICHETTE_FONDAMENTO[d.fondamento]}`,
        },
        tx,
      );
      const segnalanti = caso.segnalazioni.map((s) => ({ segnalazioneId: s.id, utenteId: s.utenteId, email: s.email }));
      await enqueueEvent(tx, MODERATION_EVENTS.caseDecided, { casoId: caso.id, titolo, azione: d.azione, segnalanti });
    });
    return this.leggi(d.casoId);
  }

  /** The statements issued to a user, newest first: the caller's own, or a seller's in the console. */
  async perUtente(utenteId: string): Promise<ProvvedimentoDto[]> {
    const provvedimenti = await this.db.provvedimento.findMany({
      where: { utenteId },
      include: { caso: { select: { oggetto: true, oggettoId: true } } },
      orderBy: { createdAt: 'desc' },
    });
    return provvedimenti.map((p) => toProvvedimentoDto(p, p.caso));
  }

  /** One statement: to whom it was issued, or to an operator. */
  async provvedimento(actor: Actor, provvedimentoId: string): Promise<ProvvedimentoDto> {
    const p = await this.db.provvedimento.findUnique({ where: { id: provvedimentoId }, include: { caso: { select: { oggetto: true, oggettoId: true } } } });
    if (!p || (p.utenteId !== actor.userId && actor.role !== 'operatore')) throw new DomainError('STATEMENT_NOT_FOUND');
    return toProvvedimentoDto(p, p.caso);
  }

  async ricorri(actor: Actor, { provvedimentoId, testo }: ParsedRequestOf<Contracts['provvedimento']['appeal']>): Promise<ProvvedimentoDto> {
    await this.uow.run(async (tx) => {
      const p = await this.bloccaProvvedimento(tx, provvedimentoId);
      if (p.utente_id !== actor.userId) throw new DomainError('STATEMENT_NOT_FOUND');
      if (p.ricorso !== null || Date.now() > ricorribileFino(p.created_at).getTime()) throw new DomainError('APPEAL_NOT_ALLOWED');
      await tx.provvedimento.update({ where: { id: provvedimentoId }, data: { ricorso: testo, ricorsoIl: new Date() } });
    });
    return this.provvedimento(actor, provvedimentoId);
  }

  /** The cases whose statement was appealed and waits for a decision, oldest appeal first. */
  async ricorsi(): Promise<CasoDto[]> {
    const casi = await this.db.caso.findMany({
      where: { provvedimento: { ricorso: { not: null }, esito: null } },
      include: CON_SEGNALAZIONI,
      orderBy: { provvedimento: { ricorsoIl: 'asc' } },
      take: CASI_PER_PAGINA,
    });
    return casi.map(toCasoDto);
  }

  /** Never by the operator who decided; upheld, it undoes what was done (the listing or review is shown again). */
  async decidiRicorso(actor: Actor, r: ParsedRequestOf<Contracts['provvedimento']['decideAppeal']>, correlationId: string): Promise<CasoDto> {
    const operatore = await this.nomeOperatore(actor, correlationId);
    const casoId = await this.uow.run(async (tx) => {
      const p = await this.bloccaProvvedimento(tx, r.provvedimentoId);
      if (p.ricorso === null || p.esito !== null) throw new DomainError('APPEAL_NOT_ALLOWED');
      if (p.operatore_id === actor.userId) throw new DomainError('APPEAL_SAME_OPERATOR');
      await tx.provvedimento.update({
        where: { id: p.id },
        data: { esito: r.esito, motivazioneEsito: r.motivazione, esitoOperatoreId: actor.userId, esitoIl: new Date() },
      });
      if (r.esito === 'accolto' && p.azione === 'nascondi_inserzione') {
        await enqueueEvent(tx, MODERATION_EVENTS.listingRestored, { autoId: p.oggetto_id, provvedimentoId: p.id });
      }
      if (r.esito === 'accolto' && p.azione === 'nascondi_recensione') {
        await enqueueEvent(tx, MODERATION_EVENTS.reviewRestored, { recensioneId: p.oggetto_id, provvedimentoId: p.id });
      }
      // A suspension whose time already ran out was lifted by the sweep: nothing left to undo.
      if (r.esito === 'accolto' && p.azione === 'sospendi_venditore' && p.revocato_il === null) await revoca(tx, p.id, p.utente_id);
      await this.registro.annota(
        { operatoreId: actor.userId, operatore, azione: ETICHETTE_ESITO_RICORSO[r.esito], oggetto: `Ricorso su: ${p.titolo} (${p.oggetto_id})`, motivazione: r.motivazione },
        tx,
      );
      await enqueueEvent(tx, MODERATION_EVENTS.appealDecided, { provvedimentoId: p.id, utenteId: p.utente_id, titolo: p.titolo, esito: r.esito });
      return p.caso_id;
    });
    return this.leggi(casoId);
  }

  /** The operator checked the seller's traceability data (art. 30 DSA): recorded in the log, applied by identity. */
  async verificaVenditore(actor: Actor, { venditoreId, nota }: ParsedRequestOf<Contracts['venditore']['verify']>, correlationId: string): Promise<{ ok: true }> {
    const operatore = await this.nomeOperatore(actor, correlationId);
    await this.uow.run(async (tx) => {
      await this.registro.annota({ operatoreId: actor.userId, operatore, azione: 'Venditore verificato', oggetto: `Venditore ${venditoreId}`, motivazione: nota }, tx);
      await enqueueEvent(tx, MODERATION_EVENTS.sellerVerified, { venditoreId });
    });
    return { ok: true };
  }

  private async bloccaCaso(tx: Db<PrismaClient>, casoId: string) {
    const [bloccato] = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM casi WHERE id = ${casoId}::uuid FOR UPDATE`;
    if (!bloccato) throw new DomainError('CASE_NOT_FOUND');
    const caso = await tx.caso.findUniqueOrThrow({ where: { id: casoId }, include: CON_SEGNALAZIONI });
    return { ...caso, istantanea: caso.istantanea as { titolo: string } };
  }

  private async bloccaProvvedimento(tx: Db<PrismaClient>, provvedimentoId: string) {
    const [p] = await tx.$queryRaw<
      Array<{
        id: string;
        caso_id: string;
        utente_id: string;
        operatore_id: string;
        azione: string;
        titolo: string;
        ricorso: string | null;
        esito: string | null;
        created_at: Date;
        revocato_il: Date | null;
        oggetto_id: string;
      }>
    >`SELECT p.id, p.caso_id, p.utente_id, p.operatore_id, p.azione, p.titolo, p.ricorso, p.esito, p.created_at, p.revocato_il, c.oggetto_id
      FROM provvedimenti p JOIN casi c ON c.id = p.caso_id WHERE p.id = ${provvedimentoId}::uuid FOR UPDATE OF p`;
    if (!p) throw new DomainError('STATEMENT_NOT_FOUND');
    return p;
  }

  /** The operator's name as identity knows it now, asked as that operator: the audit log keeps it with the action. */
  private async nomeOperatore(actor: Actor, correlationId: string): Promise<string> {
    const utente = await this.rpc.send(IDENTITY.user.me, {}, { actor, correlationId });
    return `${utente.nome} <${utente.email}>`;
  }
}

/** Ends a suspension once: marked lifted, and identity told to reinstate the seller. */
export async function revoca(tx: Db<PrismaClient>, provvedimentoId: string, venditoreId: string): Promise<void> {
  await tx.provvedimento.update({ where: { id: provvedimentoId }, data: { revocatoIl: new Date() } });
  await enqueueEvent(tx, MODERATION_EVENTS.sellerReinstated, { venditoreId, provvedimentoId });
}
