import { Inject, Injectable } from '@nestjs/common';
import { sqltag as sql } from '@prisma/client/runtime/client';
import type { Pool } from 'pg';
import { codiciDelleParole, conParole, eseguiSuPool, type Esegui } from '@ricambiamo/catalogue-search';
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
}

/**
 * What the demand service matches saved searches by (docs/architecture.md#saved-searches): the search's own words
 * resolution (conParole), and a listing's columns and search document as the search reads them.
 */
@Injectable()
export class AvvisiRepository {
  private readonly esegui: Esegui;

  constructor(@Inject(SQL_POOL) pool: Pool) {
    this.esegui = eseguiSuPool(pool);
  }

  /** The tsquery the home search would run now for these words and filters, and the codes the words may be. */
  async query(filtri: ParsedRequestOf<typeof CATALOGUE.avvisi.query>): Promise<QueryParoleDto> {
    const { ricerca } = await conParole(this.esegui, filtri);
    return { tsquery: ricerca.tsquery ?? '', codici: codiciDelleParole(filtri.q) };
  }

  async inserzione(id: string): Promise<InserzionePerAvvisiDto | null> {
    const [riga] = await this.esegui<RigaAuto>(sql`
      SELECT a.id, a.venditore_id, a.marca, a.modello, a.anno, a.km, a.cv, a.kw, a.cilindrata, a.carburante::text AS carburante,
             a.codice_motore, a.immagini[1] AS immagine, a.ricambi_disponibili, a.documento_ricerca::text AS documento
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
    };
  }
}
