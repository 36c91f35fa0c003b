import { Inject, Injectable } from '@nestjs/common';
import type { DomandaZonaDto, NomeRicambio, ParsedRequestOf, Provincia } from '@ricambiamo/contracts';
import { chiaveNome, DEMAND, GIORNI_DOMANDA, PROVINCE, provinceDi, REGIONE_DI_PROVINCIA, VOCI_DOMANDA } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import { DATABASE } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';

/** The Italian date of now, as the day a search is counted under. */
const oggiInItalia = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

/**
 * What buyers look for, shown to the yards as "le più cercate nella tua zona" (docs/rules.md §3.20): the models and
 * parts of the wanted-part requests posted in the region, and the models of the home searches there that found no car.
 * Only counts: no request's or searcher's identity is read or kept. A model is named as it was written last.
 */
@Injectable()
export class DomandaService {
  constructor(@Inject(DATABASE) private readonly db: Db<PrismaClient>) {}

  async registraSenzaRisultati(r: ParsedRequestOf<typeof DEMAND.domanda.searchWithoutResults>): Promise<{ ok: true }> {
    const regione = r.provincia ? REGIONE_DI_PROVINCIA[r.provincia] : '';
    const modello = r.modello || null;
    await this.db.$executeRaw`
      INSERT INTO ricerche_senza_risultati (giorno, regione, marca_chiave, modello_chiave, marca, modello, conteggio)
      VALUES (${oggiInItalia()}::date, ${regione}, ${chiaveNome(r.marca)}, ${modello ? chiaveNome(modello) : ''}, ${r.marca}, ${modello}, 1)
      ON CONFLICT (giorno, regione, marca_chiave, modello_chiave) DO UPDATE SET conteggio = ricerche_senza_risultati.conteggio + 1`;
    return { ok: true };
  }

  async zona(provincia: Provincia | null): Promise<DomandaZonaDto> {
    const regione = provincia ? REGIONE_DI_PROVINCIA[provincia] : null;
    const province: readonly string[] = regione ? provinceDi(regione) : PROVINCE;
    const regioni = regione ? [regione] : null;
    const modelli = await this.db.$queryRaw<DomandaZonaDto['modelli']>`
      WITH richieste_zona AS (
        SELECT marca_chiave, modello_chiave, (array_agg(marca ORDER BY created_at DESC))[1] AS marca,
               (array_agg(modello ORDER BY created_at DESC))[1] AS modello, count(*)::int AS n
        FROM richieste WHERE provincia = ANY (${province}::text[]) AND created_at > now() - make_interval(days => ${GIORNI_DOMANDA})
        GROUP BY 1, 2),
      ricerche_zona AS (
        SELECT marca_chiave, modello_chiave, (array_agg(marca ORDER BY giorno DESC))[1] AS marca,
               (array_agg(modello ORDER BY giorno DESC))[1] AS modello, sum(conteggio)::int AS n
        FROM ricerche_senza_risultati
        WHERE (${regioni}::text[] IS NULL OR regione = ANY (${regioni}::text[])) AND giorno > current_date - ${GIORNI_DOMANDA}::int
        GROUP BY 1, 2)
      SELECT coalesce(r.marca, v.marca) AS marca, coalesce(r.modello, v.modello) AS modello,
             coalesce(r.n, 0) AS richieste, coalesce(v.n, 0) AS ricerche
      FROM richieste_zona r FULL JOIN ricerche_zona v USING (marca_chiave, modello_chiave)
      ORDER BY coalesce(r.n, 0) + coalesce(v.n, 0) DESC, 1, 2
      LIMIT ${VOCI_DOMANDA}`;
    const ricambi = await this.db.$queryRaw<{ nome: NomeRicambio; richieste: number }[]>`
      SELECT nome, count(*)::int AS richieste
      FROM richieste, unnest(ricambi) AS nome
      WHERE provincia = ANY (${province}::text[]) AND created_at > now() - make_interval(days => ${GIORNI_DOMANDA})
      GROUP BY nome ORDER BY 2 DESC, 1 LIMIT ${VOCI_DOMANDA}`;
    return { regione, modelli, ricambi };
  }
}
