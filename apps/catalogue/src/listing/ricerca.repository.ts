import { Injectable } from '@nestjs/common';
import type { CardRow, FiltriRicerca } from '@ricambiamo/catalogue-search';
import { cardsSql, cerca, venditoreSql } from '@ricambiamo/catalogue-search';
import type { AutoCardDto, SearchListingsDto } from '@ricambiamo/contracts';
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
    immagine: row.immagine,
    ricambiDisponibili: row.ricambi_disponibili,
    ricambiTotali: row.ricambi_totali,
    createdAt: row.created_at.toISOString(),
    venditore:
      row.venditore_nome === null
        ? sconosciuto(row.venditore_id)
        : { id: row.venditore_id, nome: row.venditore_nome, nomeAttivita: row.venditore_nome_attivita },
  };
}

@Injectable()
export class RicercaRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async search(filtri: FiltriRicerca): Promise<SearchListingsDto> {
    const { rows, total, totaleEsatto } = await cerca((query) => this.prisma.$queryRaw(query), filtri);
    return { items: rows.map(toCard), total, totaleEsatto, page: filtri.page, pageSize: filtri.pageSize };
  }

  /** A seller's listings, newest first; `q` narrows them by brand, model or chassis number (the dashboard's box). */
  async bySeller(venditoreId: string, q?: string | null): Promise<AutoCardDto[]> {
    return (await this.prisma.$queryRaw<CardRow[]>(cardsSql(venditoreSql(venditoreId, q)))).map(toCard);
  }
}
