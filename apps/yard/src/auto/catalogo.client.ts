import { Injectable } from '@nestjs/common';
import { CATALOGUE, type ErrorCode } from '@ricambiamo/contracts';
import { DomainError, RpcClient } from '@ricambiamo/messaging';

const SPARITA: readonly ErrorCode[] = ['LISTING_NOT_FOUND', 'NOT_FOUND'];

/** Asks catalogue, as anyone may, for what an old listing event left out. */
@Injectable()
export class CatalogoClient {
  constructor(private readonly rpc: RpcClient) {}

  /** The listing's make and model; null once it is gone (its deletion event follows, or came already). */
  async marcaModello(listingId: string, correlationId: string): Promise<{ marca: string; modello: string } | null> {
    try {
      const { marca, modello } = await this.rpc.send(CATALOGUE.listing.get, { id: listingId }, { actor: null, correlationId });
      return { marca, modello };
    } catch (error) {
      if (error instanceof DomainError && SPARITA.includes(error.code)) return null;
      throw error;
    }
  }
}
