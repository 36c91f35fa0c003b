import { Injectable } from '@nestjs/common';
import type { Officina } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import { RpcClient } from '@ricambiamo/messaging';

/** The buyer's repair-business declaration lives in identity, asked as it stands when an order is placed. */
@Injectable()
export class IdentitaClient {
  constructor(private readonly rpc: RpcClient) {}

  async officina(correlationId: string, acquirenteId: string): Promise<Officina | null> {
    const { officina } = await this.rpc.send(IDENTITY.buyer.declaration, { acquirenteId }, { actor: null, correlationId });
    return officina;
  }
}
