import { Injectable } from '@nestjs/common';
import type { ReservePartsRequest, RicambiRiservatiDto, StatoOrdine } from '@ricambiamo/contracts';
import { CATALOGUE } from '@ricambiamo/contracts';
import { RpcClient } from '@ricambiamo/messaging';

/**
 * The parts' availability lives in catalogue; orders asks for it by order id, never on behalf of a user (the
 * contracts' access is 'service', so no actor goes with them). Every call is idempotent per order id.
 */
@Injectable()
export class CatalogoClient {
  constructor(private readonly rpc: RpcClient) {}

  reserve(correlationId: string, request: ReservePartsRequest): Promise<RicambiRiservatiDto> {
    return this.rpc.send(CATALOGUE.parts.reserve, request, { actor: null, correlationId });
  }

  release(correlationId: string, ordineId: string): Promise<void> {
    return this.rpc.send(CATALOGUE.parts.release, { ordineId }, { actor: null, correlationId }).then(() => undefined);
  }

  /** Parts returned with a withdrawal go back on sale. */
  async relist(correlationId: string, ordineId: string, ricambiIds: string[]): Promise<void> {
    await this.rpc.send(CATALOGUE.parts.relist, { ordineId, ricambiIds }, { actor: null, correlationId });
  }

  /** Tells catalogue what a final order means for its parts: sold for good, or available again. */
  async regola(correlationId: string, ordineId: string, stato: Extract<StatoOrdine, 'completed' | 'cancelled'>): Promise<void> {
    const contract = stato === 'completed' ? CATALOGUE.parts.sell : CATALOGUE.parts.release;
    await this.rpc.send(contract, { ordineId }, { actor: null, correlationId });
  }
}
