import { Injectable } from '@nestjs/common';
import type { Actor, AutoDettaglioDto, AutoScortaDto, RequestOf } from '@ricambiamo/contracts';
import { CATALOGUE } from '@ricambiamo/contracts';
import { scortaCompleta } from '@ricambiamo/importazione';
import { RpcClient } from '@ricambiamo/messaging';

/**
 * Catalogue, asked with the seller as actor through the very contracts the listing form uses: an import is many form
 * submissions, so catalogue stays the only writer of listings and tokens the only ledger (docs/architecture.md#bulk-import).
 */
@Injectable()
export class CatalogoClient {
  constructor(private readonly rpc: RpcClient) {}

  /** The seller's whole stock, read page by page (CATALOGUE.listing.stock). */
  scorta(venditore: Actor, correlationId: string): Promise<AutoScortaDto[]> {
    return scortaCompleta((dopo) => this.rpc.send(CATALOGUE.listing.stock, { dopo }, { actor: venditore, correlationId }));
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
