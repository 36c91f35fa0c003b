import { Inject, Injectable } from '@nestjs/common';
import { sqltag as sql } from '@prisma/client/runtime/client';
import type { Pool } from 'pg';
import {
  codiciDelleParole,
  completamentoSql,
  conParole,
  eseguiSuPool,
  espansioneSql,
  parolaDaCompletare,
  type Esegui,
} from '@ricambiamo/catalogue-search';
import type { Carburante, InserzionePerAvvisiDto, ParsedRequestOf, QueryParoleDto } from '@ricambiamo/contracts';
import { CATALOGUE, nomeVeicolo } from '@ricambiamo/contracts';
import { SQL_POOL } from '@ricambiamo/service-kit';

interface RigaAuto {
  id: string;
  venditore_id: string;
  marca: string;
  modello: string;
  anno: number;
  km: number;
  cv: number;
  kw: number;
  cilindrata: number;
  carburante: Carburante;
  codice_motore: string | null;
  immagine: string | null;
  ricambi_disponibili: number;
  documento: string;
  codici_oem: string[];
}

/**
 * What the demand service matches saved searches by (docs/architecture.md#saved-searches): the search's own forms of
 * the words and its choice between them (conParole), and a listing's columns and search document as the search reads them.
 */
@Injectable()
export class AvvisiRepository {
  private readonly esegui: Esegui;

  constructor(@Inject(SQL_POOL) pool: Pool) {
    this.esegui = eseguiSuPool(pool);
  }

  async query(q: string): Promise<QueryParoleDto> {
    const tsquery = async (query: ReturnType<typeof espansioneSql>) => (await this.esegui<{ query: string }>(query))[0].query;
    const daCompletare = parolaDaCompletare(q);
    return {
      esatta: await tsquery(espansioneSql(q)),
      completamento: daCompletare === null ? null : await tsquery(completamentoSql(daCompletare)),
      codici: codiciDelleParole(q),
    };
  }

  async completa(filtri: ParsedRequestOf<typeof CATALOGUE.avvisi.completa>): Promise<boolean> {
    return (await conParole(this.esegui, filtri)).completata;
  }

  async inserzione(id: string): Promise<InserzionePerAvvisiDto | null> {
    const [riga] = await this.esegui<RigaAuto>(sql`
      SELECT a.id, a.venditore_id, a.marca, a.modello, a.anno, a.km, a.cv, a.kw, a.cilindrata, a.carburante::text AS carburante,
             a.codice_motore, a.immagini[1] AS immagine, a.ricambi_disponibili, a.documento_ricerca::text AS documento,
             ARRAY(SELECT DISTINCT c FROM ricambi r, unnest(r.codici_oem) c WHERE r.auto_id = a.id ORDER BY c) AS codici_oem
      FROM auto a WHERE a.id = ${id}::uuid`);
    if (!riga) return null;
    return {
      autoId: riga.id,
      venditoreId: riga.venditore_id,
      titolo: nomeVeicolo(riga),
      marca: riga.marca,
      modello: riga.modello,
      anno: riga.anno,
      km: riga.km,
      cv: riga.cv,
      kw: riga.kw,
      cilindrata: riga.cilindrata,
      carburante: riga.carburante,
      codiceMotore: riga.codice_motore,
      immagine: riga.immagine,
      ricambiDisponibili: riga.ricambi_disponibili,
      documento: riga.documento,
      codiciOem: riga.codici_oem,
    };
  }
}
