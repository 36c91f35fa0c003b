import { Logger } from '@nestjs/common';
import type { ErrorCode, MappaInserzioniDto, Percorso } from '@ricambiamo/contracts';
import { CATALOGUE, IDENTITY, NON_DISPONIBILE, percorsoDelSito } from '@ricambiamo/contracts';
import type { RpcClient, RpcContext } from '@ricambiamo/messaging';
import { DomainError } from '@ricambiamo/messaging';
import { z } from 'zod';
import type { Anteprima } from './anteprime';
import { anteprimaInserzione, anteprimaVenditore } from './anteprime';

/** How long a sitemap is answered again before catalogue is asked anew. */
const DURATA_SITEMAP_MS = 60_000;

const uuid = z.uuid();

/**
 * What the server knows of a page before the web app runs: its route (null for an address the app has no page for),
 * and whether it is missing (an unknown address, listing or seller), a page like any other, or one with a preview.
 */
export type Pagina = { percorso: Percorso | null } & (
  | { stato: 'assente' }
  | { stato: 'app' }
  | { stato: 'anteprima'; anteprima: Anteprima }
);
const NON_TROVATO: readonly ErrorCode[] = ['LISTING_NOT_FOUND', 'SELLER_NOT_FOUND'];

/**
 * The data behind the public pages' previews and the sitemap, asked of the services as an anonymous visitor. A
 * service that cannot answer leaves the page without its preview (the web app still loads it), never broken.
 */
export class AnteprimeService {
  private readonly origin: string;
  private readonly logger = new Logger(AnteprimeService.name);
  private sitemapInCache: { inserzioni: Promise<MappaInserzioniDto>; scade: number } | null = null;

  constructor(
    private readonly rpc: RpcClient,
    publicOrigin: string,
  ) {
    this.origin = new URL(publicOrigin).origin;
  }

  get publicOrigin(): string {
    return this.origin;
  }

  async pagina(pathname: string, correlationId: string): Promise<Pagina> {
    const pagina = percorsoDelSito(pathname);
    if (!pagina) return { percorso: null, stato: 'assente' };
    const { percorso, parametri } = pagina;
    if (percorso !== '/inserzione/:id' && percorso !== '/venditore/:id/profilo') return { percorso, stato: 'app' };
    const { id } = parametri;
    if (!uuid.safeParse(id).success) return { percorso, stato: 'assente' };
    const caller: RpcContext = { actor: null, correlationId };
    try {
      const anteprima =
        percorso === '/inserzione/:id'
          ? anteprimaInserzione(await this.rpc.send(CATALOGUE.listing.get, { id }, caller), this.origin)
          : anteprimaVenditore(await this.rpc.send(IDENTITY.seller.publicProfile, { venditoreId: id }, caller), this.origin);
      return { percorso, stato: 'anteprima', anteprima };
    } catch (error) {
      if (error instanceof DomainError && NON_TROVATO.includes(error.code)) return { percorso, stato: 'assente' };
      // Hidden or suspended by the operator: the page is there and says so, without a preview of what it hid.
      if (error instanceof DomainError && NON_DISPONIBILE.includes(error.code)) return { percorso, stato: 'app' };
      this.logger.warn({ path: pathname, err: error }, 'page served without its preview');
      return { percorso, stato: 'app' };
    }
  }

  /** Asked of catalogue at most once a minute; a failed answer is not kept. */
  inserzioni(correlationId: string): Promise<MappaInserzioniDto> {
    const adesso = Date.now();
    if (this.sitemapInCache && this.sitemapInCache.scade > adesso) return this.sitemapInCache.inserzioni;
    const inserzioni = this.rpc.send(CATALOGUE.listing.sitemap, {}, { actor: null, correlationId });
    const voce = { inserzioni, scade: adesso + DURATA_SITEMAP_MS };
    this.sitemapInCache = voce;
    void inserzioni.catch(() => {
      if (this.sitemapInCache === voce) this.sitemapInCache = null;
    });
    return inserzioni;
  }
}
