import { Injectable } from '@nestjs/common';
import type { Actor, AutoDettaglioDto, AutoScortaDto, CursoreScorta, RequestOf, ScortaDto } from '@ricambiamo/contracts';
import { CATALOGUE } from '@ricambiamo/contracts';
import { RpcClient } from '@ricambiamo/messaging';

/**
 * Catalogue, asked with the seller as actor through the very contracts the listing form uses: an import is many form
 * submissions, so catalogue stays the only writer of listings and tokens the only ledger (docs/architecture.md#bulk-import).
 */
@Injectable()
export class CatalogoClient {
  constructor(private readonly rpc: RpcClient) {}

  /** The seller's whole stock, read page by page (CATALOGUE.listing.stock). */
  async scorta(venditore: Actor, correlationId: string): Promise<AutoScortaDto[]> {
    const auto: AutoScortaDto[] = [];
    let dopo: CursoreScorta | null = null;
    do {
      const pagina: ScortaDto = await this.rpc.send(CATALOGUE.listing.stock, { dopo }, { actor: venditore, correlationId });
      auto.push(...pagina.auto);
      dopo = pagina.prossimo;
    } while (dopo);
    return auto;
  }

  crea(venditore: Actor, correlationId: string, data: RequestOf<typeof CATALOGUE.listing.create>): Promise<AutoDettaglioDto> {
    return this.rpc.send(CATALOGUE.listing.create, data, { actor: venditore, correlationId });
  }

  modifica(venditore: Actor, correlationId: string, data: RequestOf<typeof CATALOGUE.listing.update>): Promise<AutoDettaglioDto> {
    return this.rpc.send(CATALOGUE.listing.update, data, { actor: venditore, correlationId });
  }

  async elimina(venditore: Actor, correlationId: string, id: string): Promise<void> {
    await this.rpc.send(CATALOGUE.listing.delete, { id }, { actor: venditore, correlationId });
  }
}
