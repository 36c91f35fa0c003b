import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { CardRow, Esegui, FiltriRicerca } from '@ricambiamo/catalogue-search';
import { cardsSql, cerca, eseguiSuPool, venditoreSql } from '@ricambiamo/catalogue-search';
import type { AutoCardDto, SearchListingsDto } from '@ricambiamo/contracts';
import { SQL_POOL } from '@ricambiamo/service-kit';
import { PrismaClient } from '../generated/prisma/client';
import { sconosciuto } from '../venditore/venditore.repository';

export type { FiltriRicerca } from '@ricambiamo/catalogue-search';

function toCard(row: CardRow): AutoCardDto {
  return {
    id: row.id,
    marca: row.marca,
    modello: row.modello,
    anno: row.anno,
    km: row.km,
    cv: row.cv,
    kw: row.kw,
    cilindrata: row.cilindrata,
    carburante: row.carburante,
    codiceMotore: row.codiceMotore,
    telaioVerificato: row.telaio_verificato,
    immagine: row.immagine,
    ricambiDisponibili: row.ricambi_disponibili,
    ricambiSoloOfficine: row.ricambi_solo_officine,
    ricambiTotali: row.ricambi_totali,
    createdAt: row.created_at.toISOString(),
    venditore:
      row.venditore_nome === null
        ? sconosciuto(row.venditore_id)
        : {
            id: row.venditore_id,
            nome: row.venditore_nome,
            nomeAttivita: row.venditore_nome_attivita,
            valutazione: {
              mediaStelle: row.venditore_media_stelle,
              numeroRecensioni: row.venditore_numero_recensioni ?? 0,
              affidabile: row.venditore_affidabile ?? false,
            },
          },
  };
}

@Injectable()
export class RicercaRepository {
  /** The home search, every visitor's first request, reads on the pool under Prisma (eseguiSuPool). */
  private readonly esegui: Esegui;

  constructor(
    private readonly prisma: PrismaClient,
    @Inject(SQL_POOL) pool: Pool,
  ) {
    this.esegui = eseguiSuPool(pool);
  }

  async search(filtri: FiltriRicerca): Promise<SearchListingsDto> {
    const { rows, total, totaleEsatto } = await cerca(this.esegui, filtri);
    return { items: rows.map(toCard), total, totaleEsatto, page: filtri.page, pageSize: filtri.pageSize };
  }

  /** A seller's listings, newest first; `q` narrows them by brand, model or chassis number (the dashboard's box). */
  async bySeller(venditoreId: string, q: string | null, pubblica: { pubblica: boolean }): Promise<AutoCardDto[]> {
    return (await this.prisma.$queryRaw<CardRow[]>(cardsSql(venditoreSql(venditoreId, q, pubblica)))).map(toCard);
  }
}
