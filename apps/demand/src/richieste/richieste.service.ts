import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Sql } from '@prisma/client/runtime/client';
import { sqltag as sql } from '@prisma/client/runtime/client';
import type { Actor, AutoDettaglioDto, ContenutoSegnalatoDto, DEMAND, IstantaneaDto, MotivoChiusuraRichiesta, ParsedRequestOf, RichiestaDto } from '@ricambiamo/contracts';
import {
  CATALOGUE,
  chiaveNome,
  DEMAND_EVENTS,
  ETICHETTE_MOTIVO_RICHIESTA,
  formattaEuro,
  GIORNI_RICHIESTA,
  MAX_RICHIESTE_APERTE,
  MOTIVO_MODERAZIONE_RICHIESTA,
  motivoInoltrato,
  nomeVeicolo,
  normalizzaCodice,
} from '@ricambiamo/contracts';
import { isUniqueViolation } from '@ricambiamo/database';
import { DomainError, enqueueEvent, RpcClient } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { DATABASE, UnitOfWork } from '@ricambiamo/service-kit';
import type { PrismaClient, Richiesta } from '../generated/prisma/client';
import type { RigaRichiesta } from './richieste.sql';
import { perScortaSql, richiesteSql, toRichiestaDto } from './richieste.sql';

const GIORNO = 86_400_000;
type Request = typeof DEMAND.request;

/** A request as the board shows it (its VIN is for its buyer only), for the operator. */
function istantaneaRichiesta(r: Richiesta): IstantaneaDto {
  return {
    titolo: `Cerco: ${r.ricambi.join(', ')} per ${nomeVeicolo(r)}`,
    link: `/cerco/${r.id}`,
    righe: [
      { etichetta: 'Veicolo', valore: [nomeVeicolo(r), r.codiceMotore && `motore ${r.codiceMotore}`].filter(Boolean).join(' · ') },
      { etichetta: 'Ricambi', valore: r.ricambi.join(', ') },
      ...(r.testo ? [{ etichetta: 'Testo', valore: r.testo }] : []),
      ...(r.codiceOem ? [{ etichetta: 'Codice OEM', valore: r.codiceOem }] : []),
      ...(r.prezzoCentesimi !== null ? [{ etichetta: 'Prezzo massimo', valore: formattaEuro(r.prezzoCentesimi) }] : []),
      { etichetta: 'Zona', valore: [r.citta, r.provincia].filter(Boolean).join(', ') },
    ],
  };
}

/**
 * "Cerco ricambio" (docs/rules.md §3.20): buyers' requests, public without their names, answered by the yards whose
 * stock has such a car. A request closes when its buyer orders through an answer, closes it, or its days run out; the
 * yards that answered with a part are told.
 */
@Injectable()
export class RichiesteService {
  constructor(
    @Inject(DATABASE) private readonly db: Db<PrismaClient>,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly rpc: RpcClient,
  ) {}

  /** Open requests are counted under a lock of the buyer's, so two at once never make an eleventh. */
  async crea(actor: Actor, r: ParsedRequestOf<Request['create']>): Promise<RichiestaDto> {
    const id = randomUUID();
    await this.uow.run(async (tx) => {
      await this.bloccaAcquirente(tx, actor.userId);
      await this.controllaLimite(tx, actor.userId);
      await tx.richiesta.create({
        data: {
          id,
          acquirenteId: actor.userId,
          marca: r.marca,
          modello: r.modello,
          marcaChiave: chiaveNome(r.marca),
          modelloChiave: chiaveNome(r.modello),
          anno: r.anno,
          codiceMotore: r.codiceMotore,
          codiceMotoreNorm: r.codiceMotore ? normalizzaCodice(r.codiceMotore) || null : null,
          numeroTelaio: r.numeroTelaio,
          ricambi: r.ricambi,
          testo: r.testo,
          codiceOem: r.codiceOem,
          prezzoCentesimi: r.prezzoCentesimi ?? null,
          provincia: r.provincia,
          citta: r.citta,
          scadeIl: new Date(Date.now() + GIORNI_RICHIESTA * GIORNO),
        },
      });
    });
    return this.una(id, actor.userId);
  }

  async mie(actor: Actor): Promise<RichiestaDto[]> {
    return this.elenco(sql`r.acquirente_id = ${actor.userId}::uuid`, actor.userId);
  }

  /** Anyone's view of one request; its own buyer's has the VIN. */
  async leggi(actor: Actor | null, richiestaId: string): Promise<RichiestaDto> {
    return this.una(richiestaId, actor?.userId ?? null);
  }

  /** A request as the board shows it, for a report moderation files. */
  async contenuto(richiestaId: string): Promise<ContenutoSegnalatoDto> {
    const richiesta = await this.db.richiesta.findUnique({ where: { id: richiestaId } });
    if (!richiesta) throw new DomainError('REQUEST_NOT_FOUND');
    return { interessatoId: richiesta.acquirenteId, istantanea: istantaneaRichiesta(richiesta) };
  }

  async bacheca(actor: Actor | null, marca: string | null): Promise<RichiestaDto[]> {
    const perMarca = marca ? sql`AND r.marca_chiave = ${chiaveNome(marca)}` : sql``;
    return this.elenco(sql`r.stato = 'aperta' ${perMarca}`, actor?.userId ?? null, 50);
  }

  async perVenditore(actor: Actor, filtri: ParsedRequestOf<Request['forSeller']>): Promise<RichiestaDto[]> {
    return this.elenco(perScortaSql(actor.userId, filtri.marca ? chiaveNome(filtri.marca) : null, filtri.ricambio ?? null), actor.userId);
  }

  async chiudi(actor: Actor, richiestaId: string): Promise<RichiestaDto> {
    await this.uow.run(async (tx) => {
      const richiesta = await this.propria(tx, actor, richiestaId);
      if (richiesta.stato !== 'aperta') throw new DomainError('REQUEST_CLOSED');
      await chiudiRichieste(tx, sql`r.id = ${richiestaId}::uuid`, 'acquirente');
    });
    return this.una(richiestaId, actor.userId);
  }

  /** Another GIORNI_RICHIESTA from now; a request that ran out opens again, within the limit. */
  async rinnova(actor: Actor, richiestaId: string): Promise<RichiestaDto> {
    await this.uow.run(async (tx) => {
      await this.bloccaAcquirente(tx, actor.userId);
      const richiesta = await this.propria(tx, actor, richiestaId);
      if (richiesta.stato === 'chiusa' && richiesta.motivoChiusura !== 'scaduta') throw new DomainError('REQUEST_CLOSED');
      if (richiesta.stato === 'chiusa') await this.controllaLimite(tx, actor.userId);
      await tx.richiesta.update({
        where: { id: richiestaId },
        data: { stato: 'aperta', motivoChiusura: null, scadeIl: new Date(Date.now() + GIORNI_RICHIESTA * GIORNO) },
      });
    });
    return this.una(richiestaId, actor.userId);
  }

  /**
   * A yard's answer: one of its available parts, as catalogue has it now (its seller checked there), or "non
   * disponibile". The buyer is told of a part, with the request's link.
   */
  async rispondi(actor: Actor, r: ParsedRequestOf<Request['answer']>, correlationId: string): Promise<RichiestaDto> {
    const richiesta = await this.db.richiesta.findUnique({ where: { id: r.richiestaId } });
    if (!richiesta) throw new DomainError('REQUEST_NOT_FOUND');
    if (richiesta.stato !== 'aperta') throw new DomainError('REQUEST_CLOSED');
    const auto = 'autoId' in r ? await this.inserzioneDelVenditore(actor, r.autoId, correlationId) : null;
    const ricambio = auto && 'ricambioId' in r ? auto.ricambi.find((x) => x.id === r.ricambioId) : null;
    if (auto && !ricambio) throw new DomainError('REQUEST_LISTING_INVALID');
    if (ricambio && !ricambio.disponibile) throw new DomainError('REQUEST_PART_UNAVAILABLE');
    const venditore = auto ? (auto.venditore.nomeAttivita ?? auto.venditore.nome) : null;
    const rispostaId = randomUUID();
    try {
      await this.uow.run(async (tx, emit) => {
        await tx.rispostaRichiesta.create({
          data: {
            id: rispostaId,
            richiestaId: r.richiestaId,
            venditoreId: actor.userId,
            venditore,
            tipo: auto ? 'inserzione' : 'non_disponibile',
            autoId: auto?.id ?? null,
            ricambioId: ricambio?.id ?? null,
            nomeRicambio: ricambio?.nome ?? null,
            titolo: auto ? nomeVeicolo(auto) : null,
            immagine: auto?.immagini[0] ?? null,
            prezzoCentesimi: ricambio?.prezzoCentesimi ?? null,
            spedizioneCentesimi: ricambio?.spedizioneCentesimi ?? null,
          },
        });
        if (ricambio && venditore !== null) {
          await emit(DEMAND_EVENTS.requestAnswered, {
            richiestaId: r.richiestaId,
            rispostaId,
            acquirenteId: richiesta.acquirenteId,
            titolo: nomeVeicolo(richiesta),
            venditore,
            nomeRicambio: ricambio.nome,
          });
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('REQUEST_ANSWERED');
      throw error;
    }
    return this.una(r.richiestaId, actor.userId);
  }

  /**
   * A report for the operator's queue, with the request as it was: by anyone signed in who can see it, once each. Its
   * own buyer closes it instead, so it is no request of theirs to report.
   */
  async segnala(actor: Actor, { richiestaId, motivo, dettagli }: ParsedRequestOf<Request['report']>): Promise<{ ok: true }> {
    const richiesta = await this.db.richiesta.findUnique({ where: { id: richiestaId } });
    if (!richiesta || richiesta.acquirenteId === actor.userId) throw new DomainError('REQUEST_NOT_FOUND');
    const { marca, modello, anno, codiceMotore, numeroTelaio, ricambi, testo, codiceOem, prezzoCentesimi, provincia, citta, stato } = richiesta;
    const istantanea = { acquirenteId: richiesta.acquirenteId, marca, modello, anno, codiceMotore, numeroTelaio, ricambi, testo, codiceOem, prezzoCentesimi, provincia, citta, stato };
    const id = randomUUID();
    try {
      await this.uow.run(async (tx, emit) => {
        await tx.segnalazioneRichiesta.create({ data: { id, richiestaId, autoreId: actor.userId, motivo, dettagli, istantanea } });
        await emit(DEMAND_EVENTS.requestReported, {
          segnalazioneId: id,
          oggetto: 'richiesta',
          oggettoId: richiestaId,
          interessatoId: richiesta.acquirenteId,
          segnalanteId: actor.userId,
          ...motivoInoltrato(motivo, dettagli, ETICHETTE_MOTIVO_RICHIESTA, MOTIVO_MODERAZIONE_RICHIESTA),
          istantanea: istantaneaRichiesta(richiesta),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('REQUEST_REPORTED');
      throw error;
    }
    return { ok: true };
  }

  private async inserzioneDelVenditore(actor: Actor, autoId: string, correlationId: string): Promise<AutoDettaglioDto> {
    const auto = await this.rpc.send(CATALOGUE.listing.get, { id: autoId }, { actor: null, correlationId }).catch((error: unknown) => {
      if (error instanceof DomainError && ['LISTING_NOT_FOUND', 'NOT_FOUND'].includes(error.code)) return null;
      throw error;
    });
    if (!auto || auto.venditore.id !== actor.userId) throw new DomainError('REQUEST_LISTING_INVALID');
    return auto;
  }

  private async bloccaAcquirente(tx: Db<PrismaClient>, acquirenteId: string): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`demand.richieste:${acquirenteId}`}))`;
  }

  private async controllaLimite(tx: Db<PrismaClient>, acquirenteId: string): Promise<void> {
    const aperte = await tx.richiesta.count({ where: { acquirenteId, stato: 'aperta' } });
    if (aperte >= MAX_RICHIESTE_APERTE) throw new DomainError('REQUEST_LIMIT');
  }

  /** The buyer's own request; another's reads as one that does not exist. */
  private async propria(tx: Db<PrismaClient>, actor: Actor, richiestaId: string) {
    const richiesta = await tx.richiesta.findUnique({ where: { id: richiestaId } });
    if (!richiesta || richiesta.acquirenteId !== actor.userId) throw new DomainError('REQUEST_NOT_FOUND');
    return richiesta;
  }

  private async elenco(dove: Sql, chi: string | null, limite?: number): Promise<RichiestaDto[]> {
    return (await this.db.$queryRaw<RigaRichiesta[]>(richiesteSql(dove, chi, limite))).map((r) => toRichiestaDto(r, chi));
  }

  private async una(richiestaId: string, chi: string | null): Promise<RichiestaDto> {
    const [richiesta] = await this.elenco(sql`r.id = ${richiestaId}::uuid`, chi);
    if (!richiesta) throw new DomainError('REQUEST_NOT_FOUND');
    return richiesta;
  }
}

/**
 * Closes the open requests `dove` selects (alias `r`) for `motivo`, and tells the yards that answered each with a part:
 * one `request.closed` per request. Resolves with the requests closed.
 */
export async function chiudiRichieste(tx: Db<PrismaClient>, dove: Sql, motivo: MotivoChiusuraRichiesta): Promise<string[]> {
  const chiuse = await tx.$queryRaw<{ id: string; marca: string; modello: string; anno: number; venditori: string[] }[]>`
    UPDATE richieste r SET stato = 'chiusa', motivo_chiusura = ${motivo}
    WHERE r.stato = 'aperta' AND ${dove}
    RETURNING r.id, r.marca, r.modello, r.anno,
      ARRAY(SELECT DISTINCT x.venditore_id::text FROM risposte_richieste x WHERE x.richiesta_id = r.id AND x.tipo = 'inserzione') AS venditori`;
  for (const r of chiuse) {
    await enqueueEvent(tx, DEMAND_EVENTS.requestClosed, { richiestaId: r.id, titolo: nomeVeicolo(r), motivo, venditoriIds: r.venditori });
  }
  return chiuse.map((r) => r.id);
}
