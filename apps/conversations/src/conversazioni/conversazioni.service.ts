import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor, ConversazioneDto, MessaggioDto, MotivoSegnalazioneConversazione, ThreadDto } from '@ricambiamo/contracts';
import {
  CATALOGUE,
  CONVERSATIONS_EVENTS,
  CONVERSAZIONI_ALL_ORA,
  ETICHETTE_MOTIVO_CONVERSAZIONE,
  IDENTITY,
  MESSAGGI_AL_MINUTO,
  MESSAGGI_PER_PAGINA,
  MOTIVO_MODERAZIONE_CONVERSAZIONE,
  motivoInoltrato,
  nomeVeicolo,
} from '@ricambiamo/contracts';
import { isUniqueViolation } from '@ricambiamo/database';
import { DomainError, RpcClient } from '@ricambiamo/messaging';
import type { Db, Emit } from '@ricambiamo/service-kit';
import { DATABASE, UnitOfWork } from '@ricambiamo/service-kit';
import type { Conversazione, Messaggio, PrismaClient } from '../generated/prisma/client';
import type { RigaConversazione } from './conversazioni.sql';
import { CONVERSAZIONI_SQL, testoLetto, toConversazioneDto } from './conversazioni.sql';

const MINUTO = 60_000;
const ORA = 60 * MINUTO;
/** The latest messages a report shows the operator. */
const MESSAGGI_ISTANTANEA = 20;

/** A conversation as its two sides read it (contacts masked where they were), oldest message first; no link: the operator cannot open it. */
function istantaneaConversazione(c: Conversazione, messaggi: Messaggio[]) {
  const nome = (autoreId: string) => (autoreId === c.acquirenteId ? `${c.nomeAcquirente} (acquirente)` : `${c.nomeVenditore} (venditore)`);
  return {
    titolo: `Conversazione su ${c.titolo}`,
    link: null,
    righe: messaggi.map((m) => ({
      etichetta: `${nome(m.autoreId)}, ${m.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      valore: testoLetto(m.testo, m.mascherato),
    })),
  };
}

/**
 * Messages between a listing's or an order's buyer and seller (docs/rules.md §3.18). Whoever is not a side of a
 * conversation never learns it exists; contact details in a listing's conversation are masked until its buyer
 * orders; both limits against spam count what the database holds, so they hold across replicas.
 */
@Injectable()
export class ConversazioniService {
  constructor(
    @Inject(DATABASE) private readonly db: Db<PrismaClient>,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly rpc: RpcClient,
  ) {}

  /** The buyer's conversation about the listing: the one there is, or a new one with its seller. */
  async perInserzione(actor: Actor, autoId: string, correlationId: string): Promise<ConversazioneDto> {
    const esistente = await this.db.conversazione.findFirst({ where: { tipo: 'inserzione', autoId, acquirenteId: actor.userId } });
    if (esistente) return this.leggiConversazione(actor, esistente.id);
    const iniziate = await this.db.conversazione.count({ where: { acquirenteId: actor.userId, createdAt: { gt: new Date(Date.now() - ORA) } } });
    if (iniziate >= CONVERSAZIONI_ALL_ORA) throw new DomainError('MESSAGE_RATE_LIMITED');
    const auto = await this.rpc.send(CATALOGUE.listing.get, { id: autoId }, { actor: null, correlationId }).catch((error: unknown) => {
      if (error instanceof DomainError && ['LISTING_NOT_FOUND', 'NOT_FOUND'].includes(error.code)) throw new DomainError('CONVERSATION_SUBJECT_NOT_FOUND');
      throw error;
    });
    if (auto.venditore.id === actor.userId) throw new DomainError('CONVERSATION_WITH_SELF');
    const acquirente = await this.rpc.send(IDENTITY.user.me, {}, { actor, correlationId });
    return this.crea(actor, {
      tipo: 'inserzione',
      autoId,
      acquirenteId: actor.userId,
      venditoreId: auto.venditore.id,
      titolo: nomeVeicolo(auto),
      nomeAcquirente: acquirente.nome,
      nomeVenditore: auto.venditore.nomeAttivita ?? auto.venditore.nome,
    });
  }

  /** An order's conversation, for either side of it. */
  async perOrdine(actor: Actor, ordineId: string): Promise<ConversazioneDto> {
    // Whoever is not a side learns nothing, whether the conversation exists yet or not.
    const esistente = await this.db.conversazione.findUnique({ where: { ordineId } });
    if (esistente && ![esistente.acquirenteId, esistente.venditoreId].includes(actor.userId)) throw new DomainError('CONVERSATION_SUBJECT_NOT_FOUND');
    if (esistente) return this.leggiConversazione(actor, esistente.id);
    const ordine = await this.db.ordine.findUnique({ where: { id: ordineId } });
    if (!ordine || ![ordine.acquirenteId, ordine.venditoreId].includes(actor.userId)) throw new DomainError('CONVERSATION_SUBJECT_NOT_FOUND');
    return this.crea(actor, {
      tipo: 'ordine',
      ordineId,
      autoId: ordine.autoId,
      acquirenteId: ordine.acquirenteId,
      venditoreId: ordine.venditoreId,
      titolo: `Ordine ${ordine.codice}`,
      nomeAcquirente: ordine.nomeAcquirente,
      nomeVenditore: ordine.nomeVenditore,
    });
  }

  /** Two first clicks at once meet the unique keys: the second reads the conversation the first made. */
  private async crea(actor: Actor, dati: Omit<Conversazione, 'id' | 'createdAt' | 'ultimoMessaggioIl' | 'lettaAcquirenteIl' | 'lettaVenditoreIl' | 'ordineId' | 'autoId'> & { ordineId?: string; autoId: string | null }): Promise<ConversazioneDto> {
    try {
      const { id } = await this.db.conversazione.create({ data: { id: randomUUID(), ...dati } });
      return await this.leggiConversazione(actor, id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const esistente = await this.db.conversazione.findFirst({
        where: dati.ordineId ? { ordineId: dati.ordineId } : { tipo: 'inserzione', autoId: dati.autoId, acquirenteId: dati.acquirenteId },
      });
      return this.leggiConversazione(actor, esistente!.id);
    }
  }

  async elenco(actor: Actor): Promise<ConversazioneDto[]> {
    const righe = await this.db.$queryRawUnsafe<RigaConversazione[]>(CONVERSAZIONI_SQL, actor.userId, null);
    return righe.map((r) => toConversazioneDto(r, actor.userId));
  }

  private async leggiConversazione(actor: Actor, id: string): Promise<ConversazioneDto> {
    const [riga] = await this.db.$queryRawUnsafe<RigaConversazione[]>(CONVERSAZIONI_SQL, actor.userId, id);
    if (!riga) throw new DomainError('CONVERSATION_NOT_FOUND');
    return toConversazioneDto(riga, actor.userId);
  }

  /** One of the caller's conversations, or CONVERSATION_NOT_FOUND. */
  private async propria(actor: Actor, id: string, db: Db<PrismaClient> = this.db): Promise<Conversazione> {
    const conversazione = await db.conversazione.findUnique({ where: { id } });
    if (!conversazione || ![conversazione.acquirenteId, conversazione.venditoreId].includes(actor.userId)) throw new DomainError('CONVERSATION_NOT_FOUND');
    return conversazione;
  }

  async thread(actor: Actor, id: string, prima: string | null): Promise<ThreadDto> {
    await this.propria(actor, id);
    const limite = prima ? await this.db.messaggio.findFirst({ where: { id: prima, conversazioneId: id }, select: { createdAt: true, id: true } }) : null;
    const righe = await this.db.messaggio.findMany({
      where: {
        conversazioneId: id,
        ...(limite ? { OR: [{ createdAt: { lt: limite.createdAt } }, { createdAt: limite.createdAt, id: { lt: limite.id } }] } : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: MESSAGGI_PER_PAGINA + 1,
    });
    const messaggi: MessaggioDto[] = righe
      .slice(0, MESSAGGI_PER_PAGINA)
      .reverse()
      .map((m) => ({ id: m.id, testo: testoLetto(m.testo, m.mascherato), createdAt: m.createdAt.toISOString(), mio: m.autoreId === actor.userId }));
    return { conversazione: await this.leggiConversazione(actor, id), messaggi, altri: righe.length > MESSAGGI_PER_PAGINA };
  }

  async invia(actor: Actor, id: string, testo: string): Promise<MessaggioDto> {
    return this.uow.run(async (tx, emit, hint) => {
      const conversazione = await this.propria(actor, id, tx);
      // One sender at a time per conversation: the reply time below reads what was there before this message.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`conversazione:${id}`}))`;
      const recenti = await tx.messaggio.count({ where: { autoreId: actor.userId, createdAt: { gt: new Date(Date.now() - MINUTO) } } });
      if (recenti >= MESSAGGI_AL_MINUTO) throw new DomainError('MESSAGE_RATE_LIMITED');
      const mascherato =
        conversazione.tipo === 'inserzione' &&
        (await tx.ordine.count({ where: { acquirenteId: conversazione.acquirenteId, autoId: conversazione.autoId } })) === 0;
      const venditore = actor.userId === conversazione.venditoreId;
      const messaggioId = randomUUID();
      if (venditore) await this.tempoDiRisposta(conversazione, messaggioId, tx, emit);
      const ora = new Date();
      const messaggio = await tx.messaggio.create({ data: { id: messaggioId, conversazioneId: id, autoreId: actor.userId, testo, mascherato, createdAt: ora } });
      await tx.conversazione.update({
        where: { id },
        data: { ultimoMessaggioIl: ora, ...(venditore ? { lettaVenditoreIl: ora } : { lettaAcquirenteIl: ora }) },
      });
      hint(conversazione.acquirenteId, 'messaggi');
      hint(conversazione.venditoreId, 'messaggi');
      return { id: messaggio.id, testo: testoLetto(testo, mascherato), createdAt: ora.toISOString(), mio: true };
    });
  }

  /**
   * A seller's message after buyer's messages left waiting answers the oldest of them: its wait is what reputation's
   * median reply time is made of (docs/rules.md §3.17).
   */
  private async tempoDiRisposta(c: Conversazione, messaggioId: string, tx: Db<PrismaClient>, emit: Emit): Promise<void> {
    const ultimaDelVenditore = await tx.messaggio.findFirst({
      where: { conversazioneId: c.id, autoreId: c.venditoreId },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    });
    const inAttesa = await tx.messaggio.findFirst({
      where: { conversazioneId: c.id, autoreId: c.acquirenteId, ...(ultimaDelVenditore ? { createdAt: { gt: ultimaDelVenditore.createdAt } } : {}) },
      orderBy: { createdAt: 'asc' },
      select: { createdAt: true },
    });
    if (!inAttesa) return;
    const secondi = Math.max(0, Math.round((Date.now() - inAttesa.createdAt.getTime()) / 1000));
    await emit(CONVERSATIONS_EVENTS.sellerReplied, { conversazioneId: c.id, messaggioId, venditoreId: c.venditoreId, secondi });
  }

  /** Read up to now; answers the unread messages left in all the caller's conversations. */
  async leggi(actor: Actor, id: string): Promise<{ nonLetti: number }> {
    await this.uow.run(async (tx, _emit, hint) => {
      const conversazione = await this.propria(actor, id, tx);
      const ora = new Date();
      await tx.conversazione.update({
        where: { id },
        data: actor.userId === conversazione.acquirenteId ? { lettaAcquirenteIl: ora } : { lettaVenditoreIl: ora },
      });
      // The caller's other tabs and devices update their count.
      hint(actor.userId, 'messaggi');
    });
    return this.nonLetti(actor);
  }

  async nonLetti(actor: Actor): Promise<{ nonLetti: number }> {
    const [{ n }] = await this.db.$queryRaw<[{ n: number }]>`
      SELECT count(*)::int AS n FROM conversazioni c JOIN messaggi m ON m.conversazione_id = c.id
      WHERE (c.acquirente_id = ${actor.userId}::uuid OR c.venditore_id = ${actor.userId}::uuid)
        AND m.autore_id <> ${actor.userId}::uuid
        AND m.created_at > coalesce(CASE WHEN c.acquirente_id = ${actor.userId}::uuid THEN c.letta_acquirente_il ELSE c.letta_venditore_il END, '-infinity')`;
    return { nonLetti: n };
  }

  /**
   * Once per side: the report goes to moderation's queue with the latest messages as they were, and the other side is
   * whom a decision would affect (docs/rules.md §3.18, §3.22).
   */
  async segnala(actor: Actor, id: string, motivo: MotivoSegnalazioneConversazione, dettagli: string | null): Promise<{ id: string }> {
    const conversazione = await this.propria(actor, id);
    const segnalazioneId = randomUUID();
    try {
      await this.uow.run(async (tx, emit) => {
        await tx.segnalazione.create({ data: { id: segnalazioneId, conversazioneId: id, autoreId: actor.userId, motivo, dettagli } });
        const ultimi = await tx.messaggio.findMany({ where: { conversazioneId: id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: MESSAGGI_ISTANTANEA });
        const acquirente = conversazione.acquirenteId === actor.userId;
        await emit(CONVERSATIONS_EVENTS.conversationReported, {
          segnalazioneId,
          oggetto: 'conversazione',
          oggettoId: id,
          interessatoId: acquirente ? conversazione.venditoreId : conversazione.acquirenteId,
          segnalanteId: actor.userId,
          ...motivoInoltrato(motivo, dettagli, ETICHETTE_MOTIVO_CONVERSAZIONE, MOTIVO_MODERAZIONE_CONVERSAZIONE),
          istantanea: istantaneaConversazione(conversazione, ultimi.reverse()),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CONVERSATION_REPORTED');
      throw error;
    }
    return { id };
  }
}
