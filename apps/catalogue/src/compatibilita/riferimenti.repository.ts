import { Injectable } from '@nestjs/common';
import type { CompatibileAncheConDto, VeicoloAcquirente } from '@ricambiamo/contracts';
import { chiaveNome, normalizzaCodice, RICAMBI_DEL_MOTORE, TOLLERANZA_ANNI_COMPATIBILITA } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import { join, sqltag as sql } from '@prisma/client/runtime/client';
import type { Carburante, Prisma } from '../generated/prisma/client';
import { PrismaClient } from '../generated/prisma/client';

/** How many models "Compatibile anche con" names per part, the most counted first. */
export const MASSIMO_ANCHE_CON = 8;

/** A vehicle of the cross-reference as its rows store it. */
interface VeicoloRiferimento {
  marca: string;
  modello: string;
  marcaChiave: string;
  modelloChiave: string;
  anno: number;
  carburante: Carburante | null;
  cilindrata: number | null;
  codiceMotoreNorm: string | null;
}

/** What a part of the cross-reference tells about one vehicle: its name and OEM codes, for the fit's OEM rule. */
export interface RicambioNoto {
  nomeRicambio: string;
  codiciOem: string[];
  veicolo: VeicoloAcquirente;
}

const codiceONull = (codice: string | null | undefined): string | null => (codice ? normalizzaCodice(codice) || null : null);

const veicoloRiferimento = (v: {
  marca: string;
  modello: string;
  anno: number;
  carburante: Carburante | null;
  cilindrata: number | null;
  codiceMotore: string | null;
}): VeicoloRiferimento => ({
  marca: v.marca,
  modello: v.modello,
  marcaChiave: chiaveNome(v.marca),
  modelloChiave: chiaveNome(v.modello),
  anno: v.anno,
  carburante: v.carburante,
  cilindrata: v.cilindrata,
  codiceMotoreNorm: codiceONull(v.codiceMotore),
});

/**
 * The cross-reference read model (docs/architecture.md#cross-reference): written only by RiferimentiConsumer from
 * catalogue's own events, read by the fit of a listing's parts.
 */
@Injectable()
export class RiferimentiRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * The listing's rows as the car and its parts are now: one for the car when it has an engine code, one per part with
   * OEM or gearbox codes; none once the listing is gone. The sellers' confirmations stay whatever happens to it.
   */
  async ricostruisci(autoId: string, db: Db<PrismaClient>): Promise<void> {
    await db.riferimento.deleteMany({ where: { autoId, confermato: false } });
    const auto = await db.auto.findUnique({
      where: { id: autoId },
      select: {
        marca: true,
        modello: true,
        anno: true,
        carburante: true,
        cilindrata: true,
        codiceMotore: true,
        ricambi: { select: { id: true, nome: true, codiciOem: true, codiceCambio: true } },
      },
    });
    if (!auto) return;
    const veicolo = veicoloRiferimento(auto);
    const righe: Prisma.RiferimentoCreateManyInput[] = auto.ricambi.flatMap((r) => {
      const codiceCambioNorm = codiceONull(r.codiceCambio);
      if (r.codiciOem.length === 0 && !codiceCambioNorm) return [];
      return [{ autoId, ricambioId: r.id, nomeRicambio: r.nome, codiciOem: r.codiciOem, codiceCambioNorm, ...veicolo }];
    });
    if (veicolo.codiceMotoreNorm) righe.unshift({ autoId, ...veicolo });
    if (righe.length > 0) await db.riferimento.createMany({ data: righe });
  }

  /**
   * A seller's "compatibile": the part, with its codes as they are now, is known on the buyer's vehicle. Once per check;
   * a part removed since is still known by the check, without codes.
   */
  async conferma(verificaId: string, db: Db<PrismaClient>): Promise<void> {
    const verifica = await db.verifica.findUnique({ where: { id: verificaId } });
    if (!verifica || verifica.esito !== 'compatibile') return;
    const ricambio = await db.ricambio.findUnique({ where: { id: verifica.ricambioId }, select: { codiciOem: true, codiceCambio: true } });
    await db.riferimento.upsert({
      where: { verificaId },
      update: {},
      create: {
        autoId: verifica.autoId,
        ricambioId: verifica.ricambioId,
        nomeRicambio: verifica.nomeRicambio,
        codiciOem: ricambio?.codiciOem ?? [],
        codiceCambioNorm: codiceONull(ricambio?.codiceCambio),
        ...veicoloRiferimento(verifica),
        confermato: true,
        verificaId,
      },
    });
  }

  /**
   * "Compatibile anche con" for every part of the listing: the other vehicles known to take a part that shares one of
   * its OEM codes, its gearbox code, or (an engine or a gearbox) its car's engine code, plus the vehicles sellers
   * confirmed for it; per model and source, the years and how many. The listing's own car is not "another".
   */
  async ancheCon(autoId: string): Promise<Map<string, CompatibileAncheConDto[]>> {
    const motore = join([...RICAMBI_DEL_MOTORE]);
    const righe = await this.prisma.$queryRaw<(CompatibileAncheConDto & { ricambio_id: string })[]>(sql`
      SELECT p.id AS ricambio_id, g.marca, g.modello, g.anno_da AS "annoDa", g.anno_a AS "annoA", g.quanti, g.confermato
      FROM ricambi p
      JOIN auto a ON a.id = p.auto_id
      CROSS JOIN LATERAL (
        SELECT min(r.marca) AS marca, min(r.modello) AS modello, r.confermato, min(r.anno) AS anno_da, max(r.anno) AS anno_a,
               count(DISTINCT coalesce(r.verifica_id, r.auto_id))::int AS quanti
        FROM riferimenti r
        WHERE (r.confermato OR r.auto_id <> p.auto_id)
          AND ((r.codici_oem && p.codici_oem)
            OR (p.nome IN (${motore}) AND r.codice_motore_norm = a.codice_motore_norm
                AND (r.ricambio_id IS NULL OR r.nome_ricambio = p.nome))
            OR r.codice_cambio_norm = nullif(upper(regexp_replace(p.codice_cambio, '[[:space:].-]+', '', 'g')), '')
            OR (r.confermato AND r.ricambio_id = p.id))
        GROUP BY r.marca_chiave, r.modello_chiave, r.confermato
        ORDER BY quanti DESC, marca, modello
        LIMIT ${MASSIMO_ANCHE_CON}) g
      WHERE p.auto_id = ${autoId}::uuid`);
    const perRicambio = new Map<string, CompatibileAncheConDto[]>();
    for (const { ricambio_id, ...voce } of righe) perRicambio.set(ricambio_id, [...(perRicambio.get(ricambio_id) ?? []), voce]);
    return perRicambio;
  }

  /**
   * The parts with OEM codes known on vehicles that may fit `veicolo` (the same model within the years, or an engine
   * or gearbox with its engine code), one per vehicle and part name with their codes together. Which of them do fit
   * is the fit rules' call (oemNoti), not this query's.
   */
  async ricambiNoti(veicolo: VeicoloAcquirente): Promise<RicambioNoto[]> {
    const codiceMotore = codiceONull(veicolo.codiceMotore);
    const perMotore = codiceMotore
      ? sql`OR (r.codice_motore_norm = ${codiceMotore} AND r.nome_ricambio IN (${join([...RICAMBI_DEL_MOTORE])}))`
      : sql``;
    const righe = await this.prisma.$queryRaw<
      { nome: string; marca: string; modello: string; anno: number; carburante: Carburante | null; cilindrata: number | null; codice: string | null; codici: string[] }[]
    >(sql`
      SELECT r.nome_ricambio AS nome, min(r.marca) AS marca, min(r.modello) AS modello, r.anno, r.carburante::text AS carburante,
             r.cilindrata, r.codice_motore_norm AS codice, array_agg(DISTINCT c.codice) AS codici
      FROM riferimenti r CROSS JOIN LATERAL unnest(r.codici_oem) AS c(codice)
      WHERE r.nome_ricambio IS NOT NULL
        AND ((r.marca_chiave = ${chiaveNome(veicolo.marca)} AND r.modello_chiave = ${chiaveNome(veicolo.modello)}
              AND r.anno BETWEEN ${veicolo.anno - TOLLERANZA_ANNI_COMPATIBILITA} AND ${veicolo.anno + TOLLERANZA_ANNI_COMPATIBILITA})
             ${perMotore})
      GROUP BY r.nome_ricambio, r.marca_chiave, r.modello_chiave, r.anno, r.carburante, r.cilindrata, r.codice_motore_norm`);
    return righe.map((r) => ({
      nomeRicambio: r.nome,
      codiciOem: r.codici,
      veicolo: { marca: r.marca, modello: r.modello, anno: r.anno, carburante: r.carburante, cilindrata: r.cilindrata, kw: null, codiceMotore: r.codice },
    }));
  }
}
