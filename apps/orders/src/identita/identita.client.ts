import { Injectable } from '@nestjs/common';
import type { AcquirenteAlPiazzamentoDto } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import { RpcClient } from '@ricambiamo/messaging';

/**
 * The buyer's repair-business declaration and garage live in identity, asked in one request as they stand when an order
 * is placed.
 */
@Injectable()
export class IdentitaClient {
  constructor(private readonly rpc: RpcClient) {}

  acquirente(correlationId: string, acquirenteId: string): Promise<AcquirenteAlPiazzamentoDto> {
    return this.rpc.send(IDENTITY.buyer.declaration, { acquirenteId }, { actor: null, correlationId });
  }
}
