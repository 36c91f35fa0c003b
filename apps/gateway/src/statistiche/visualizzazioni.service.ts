import { Inject, Injectable, Logger } from '@nestjs/common';
import { CATALOGUE, giornoItaliano } from '@ricambiamo/contracts';
import { RpcClient } from '@ricambiamo/messaging';
import { AccessTokens } from '../access/access-tokens';
import type { AuthenticatedRequest } from '../common/gql-context';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { clientAddress } from '../rate-limit/client-address';
import { chiaveDelVisitatore } from './chiave-visitatore';
import { utenteDellaRichiesta } from '../access/utente-della-richiesta';

/**
 * Tells catalogue of a listing detail page answered (docs/architecture.md#seller-statistics). It never waits: the page is
 * answered first, and a count that fails is logged and lost, never an error or a delay for the visitor.
 */
@Injectable()
export class VisualizzazioniService {
  private readonly logger = new Logger(VisualizzazioniService.name);
  private readonly segreto: string;

  constructor(
    private readonly rpc: RpcClient,
    private readonly tokens: AccessTokens,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.segreto = config.VISITOR_KEY_SECRET;
  }

  /** Starts counting the view of `auto` and returns at once. */
  conta(auto: { id: string; venditore: { id: string } }, req: AuthenticatedRequest, correlationId: string): void {
    this.registra(auto, req, correlationId).catch((error: unknown) =>
      this.logger.warn({ err: error, correlationId, autoId: auto.id }, 'A listing view was not counted'),
    );
  }

  private async registra(auto: { id: string; venditore: { id: string } }, req: AuthenticatedRequest, correlationId: string): Promise<void> {
    // The detail page is public, so the seller's own views are told apart here.
    const utente = await utenteDellaRichiesta(this.tokens, req);
    if (utente?.userId === auto.venditore.id) return;
    const giorno = giornoItaliano(new Date());
    const visitatore = chiaveDelVisitatore(this.segreto, clientAddress(req), giorno);
    // A service contract, sent as no user: catalogue learns a key and a day, not who viewed.
    await this.rpc.send(CATALOGUE.visualizzazioni.record, { autoId: auto.id, giorno, visitatore }, { actor: null, correlationId });
  }
}
