import { Injectable, Logger } from '@nestjs/common';
import type { Actor, Provincia } from '@ricambiamo/contracts';
import { DEMAND, IDENTITY } from '@ricambiamo/contracts';
import { RpcClient } from '@ricambiamo/messaging';
import { AccessTokens } from '../access/access-tokens';
import type { AuthenticatedRequest } from '../common/gql-context';
import { provinciaDelProfilo } from './provincia-del-profilo';
import { utenteDellaRichiesta } from '../access/utente-della-richiesta';

/**
 * Tells demand of a home search with a make that found no car, for the yards' "le più cercate nella tua zona"
 * (docs/rules.md §3.20). Like a listing view, it never waits: the results are answered first, and a count that fails
 * is logged and lost, never an error or a delay for whoever searched.
 */
@Injectable()
export class RicercheSenzaRisultatiService {
  private readonly logger = new Logger(RicercheSenzaRisultatiService.name);

  constructor(
    private readonly rpc: RpcClient,
    private readonly tokens: AccessTokens,
  ) {}

  /** Starts counting the search when it found nothing and named a make, and returns at once. */
  conta(
    filtri: { marca?: string | null; modello?: string | null },
    risultati: { total: number },
    req: AuthenticatedRequest,
    correlationId: string,
  ): void {
    const marca = filtri.marca?.trim();
    if (risultati.total !== 0 || !marca) return;
    this.registra(marca, filtri.modello ?? null, req, correlationId).catch((error: unknown) =>
      this.logger.warn({ err: error, correlationId }, 'A search without results was not counted'),
    );
  }

  private async registra(marca: string, modello: string | null, req: AuthenticatedRequest, correlationId: string): Promise<void> {
    const utente = await utenteDellaRichiesta(this.tokens, req);
    const provincia = utente?.role === 'acquirente' ? await this.provinciaDi(utente, correlationId) : null;
    // A service contract, sent as no user: demand learns a make, a model and at most a province, not who searched.
    await this.rpc.send(DEMAND.domanda.searchWithoutResults, { marca, modello, provincia }, { actor: null, correlationId });
  }

  private async provinciaDi(acquirente: Actor, correlationId: string): Promise<Provincia | null> {
    const { provincia } = await this.rpc.send(IDENTITY.user.me, {}, { actor: acquirente, correlationId });
    return provinciaDelProfilo(provincia);
  }
}
