import { Injectable } from '@nestjs/common';
import type { VeicoloAcquirente, VerificaDto } from '@ricambiamo/contracts';
import { nomeVeicolo } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import type { Verifica } from '../generated/prisma/client';
import { PrismaClient } from '../generated/prisma/client';

/** How many checks the seller's list shows: the unanswered first, then the newest. */
export const MASSIMO_VERIFICHE_RICEVUTE = 100;

export type NuovaVerifica = Omit<Verifica, 'createdAt' | 'esito' | 'nota' | 'rispostaIl'>;

/** The vehicle of a check, as the fit rules take it. */
export const veicoloDi = (v: Verifica): VeicoloAcquirente => ({
  marca: v.marca,
  modello: v.modello,
  anno: v.anno,
  carburante: v.carburante,
  cilindrata: v.cilindrata,
  kw: v.kw,
  codiceMotore: v.codiceMotore,
});

/** "Fiat Panda 2012, benzina, 1242 cc, 169A4000": what the seller reads, without the VIN or plate. */
export const descriviVeicolo = (v: Verifica): string =>
  [nomeVeicolo(v), v.carburante, v.cilindrata != null ? `${v.cilindrata} cc` : null, v.codiceMotore].filter(Boolean).join(', ');

/** `perVenditore`: the seller's view, with the VIN or plate the buyer gave. */
export const toVerificaDto = (v: Verifica, perVenditore: boolean): VerificaDto => ({
  id: v.id,
  ricambioId: v.ricambioId,
  autoId: v.autoId,
  nomeRicambio: v.nomeRicambio,
  titoloAuto: v.titoloAuto,
  veicolo: descriviVeicolo(v),
  telaioOTarga: perVenditore ? v.telaioOTarga : null,
  domanda: v.domanda,
  esito: v.esito,
  nota: v.nota,
  createdAt: v.createdAt.toISOString(),
  rispostaIl: v.rispostaIl?.toISOString() ?? null,
});

/** The index that keeps one unanswered check per buyer and part (in the migration). */
export const INDICE_VERIFICA_APERTA = 'verifiche_aperta_key';

@Injectable()
export class VerificheRepository {
  constructor(private readonly prisma: PrismaClient) {}

  insert(verifica: NuovaVerifica, db: Db<PrismaClient>): Promise<Verifica> {
    return db.verifica.create({ data: verifica });
  }

  /** Null when the check is not the seller's, or already answered (the caller tells which with `find`). */
  async rispondi(
    id: string,
    venditoreId: string,
    risposta: { esito: 'compatibile' | 'non_compatibile'; nota: string | null },
    db: Db<PrismaClient>,
  ): Promise<Verifica | null> {
    const { count } = await db.verifica.updateMany({
      where: { id, venditoreId, esito: null },
      data: { ...risposta, rispostaIl: new Date() },
    });
    return count === 1 ? db.verifica.findUnique({ where: { id } }) : null;
  }

  find(id: string, venditoreId: string): Promise<Verifica | null> {
    return this.prisma.verifica.findFirst({ where: { id, venditoreId } });
  }

  ricevute(venditoreId: string): Promise<Verifica[]> {
    return this.prisma.$queryRaw<Verifica[]>`
      SELECT id, ricambio_id AS "ricambioId", auto_id AS "autoId", venditore_id AS "venditoreId", acquirente_id AS "acquirenteId",
             nome_ricambio AS "nomeRicambio", titolo_auto AS "titoloAuto", marca, modello, anno, carburante::text AS carburante,
             cilindrata, kw, codice_motore AS "codiceMotore", telaio_o_targa AS "telaioOTarga", domanda, esito::text AS esito, nota,
             created_at AS "createdAt", risposta_il AS "rispostaIl"
      FROM verifiche WHERE venditore_id = ${venditoreId}::uuid
      ORDER BY (esito IS NULL) DESC, created_at DESC LIMIT ${MASSIMO_VERIFICHE_RICEVUTE}`;
  }

  /** The buyer's latest check of each part of the listing. */
  async ultimePerRicambio(acquirenteId: string, autoId: string): Promise<Map<string, Verifica>> {
    const verifiche = await this.prisma.verifica.findMany({ where: { acquirenteId, autoId }, orderBy: { createdAt: 'desc' } });
    const ultime = new Map<string, Verifica>();
    for (const v of verifiche) if (!ultime.has(v.ricambioId)) ultime.set(v.ricambioId, v);
    return ultime;
  }
}
