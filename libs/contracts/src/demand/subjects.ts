import { nothing, rpc } from '../contract';
import { z } from 'zod';
import type { ContenutoSegnalatoDto } from '../moderation/messages';
import type { DomandaZonaDto, RicercaSalvataDto, RichiestaDto } from './messages';
import {
  disattivaAvvisiRequest,
  domandaZonaRequest,
  modificaRicercaRequest,
  ricercaIdRequest,
  richiestaIdRequest,
  richiestaSchema,
  segnalaRichiestaRequest,
  richiesteVenditoreRequest,
  ricercaSenzaRisultatiRequest,
  rispondiRichiestaRequest,
  salvaRicercaRequest,
} from './messages';

const bacheca = z.object({ marca: z.string().trim().max(60).nullish() });

/**
 * Request/reply contracts served by the demand service (queue group `demand`): saved searches and their alerts
 * (docs/architecture.md#saved-searches). Another buyer's search reads as SAVED_SEARCH_NOT_FOUND.
 */
export const DEMAND = {
  search: {
    /** At most MAX_RICERCHE_SALVATE per buyer (SAVED_SEARCH_LIMIT). */
    save: rpc<RicercaSalvataDto>()({ subject: 'demand.search.save', request: salvaRicercaRequest, access: 'acquirente' }),
    /** The caller's searches, newest first, each with its latest matches. */
    list: rpc<RicercaSalvataDto[]>()({ subject: 'demand.search.list', request: nothing, access: 'acquirente' }),
    update: rpc<RicercaSalvataDto>()({ subject: 'demand.search.update', request: modificaRicercaRequest, access: 'acquirente' }),
    delete: rpc<{ ok: true }>()({ subject: 'demand.search.delete', request: ricercaIdRequest, access: 'acquirente' }),
    /** An e-mail's unsubscribe link, without signing in: stops that search's e-mails (UNSUBSCRIBE_INVALID otherwise). */
    unsubscribe: rpc<{ nome: string }>()({ subject: 'demand.search.unsubscribe', request: disattivaAvvisiRequest, access: 'public' }),
  },
  /**
   * "Cerco ricambio" (docs/rules.md §3.20): buyers' requests for a part, answered by the yards whose stock has such a
   * car. Another buyer's request, or a closed one on the board, reads as REQUEST_NOT_FOUND where it is not shown.
   */
  request: {
    /** At most MAX_RICHIESTE_APERTE open per buyer (REQUEST_LIMIT); open for GIORNI_RICHIESTA. */
    create: rpc<RichiestaDto>()({ subject: 'demand.request.create', request: richiestaSchema, access: 'acquirente' }),
    /** The buyer's requests, open first, newest first, each with its answers. */
    mine: rpc<RichiestaDto[]>()({ subject: 'demand.request.mine', request: nothing, access: 'acquirente' }),
    /** One request as the board shows it (its VIN to its buyer only). */
    get: rpc<RichiestaDto>()({ subject: 'demand.request.get', request: richiestaIdRequest, access: 'public' }),
    /** The open requests, newest first: the public board. */
    board: rpc<RichiestaDto[]>()({ subject: 'demand.request.board', request: bacheca, access: 'public' }),
    close: rpc<RichiestaDto>()({ subject: 'demand.request.close', request: richiestaIdRequest, access: 'acquirente' }),
    /** Another GIORNI_RICHIESTA from now, for an open request or one that ran out. */
    renew: rpc<RichiestaDto>()({ subject: 'demand.request.renew', request: richiestaIdRequest, access: 'acquirente' }),
    /** The open requests the seller's stock can answer: same make and model within two years, or the same engine or OEM code. */
    forSeller: rpc<RichiestaDto[]>()({ subject: 'demand.request.for-seller', request: richiesteVenditoreRequest, access: 'venditore' }),
    /** With one of the seller's available parts, or "non disponibile"; once per request and part, or per request for "non disponibile". */
    answer: rpc<RichiestaDto>()({ subject: 'demand.request.answer', request: rispondiRichiestaRequest, access: 'venditore' }),
    /**
     * To the operator's queue, with the request as it was (docs/rules.md §3.20): anyone signed in who can see it, once
     * (REQUEST_REPORTED), never its own buyer (REQUEST_NOT_FOUND). It hides nothing.
     */
    report: rpc<{ ok: true }>()({ subject: 'demand.request.report', request: segnalaRichiestaRequest, access: 'authenticated' }),
    /** A request as the board shows it, and its buyer: what moderation files a visitor's report with. */
    snapshot: rpc<ContenutoSegnalatoDto>()({ subject: 'demand.request.snapshot', request: richiestaIdRequest, access: 'service' }),
  },
  /** What buyers look for, aggregated: shown to the yards (docs/rules.md §3.20). */
  domanda: {
    /** Sent by the gateway alone, without waiting on it, when a home search with a make found no car. */
    searchWithoutResults: rpc<{ ok: true }>()({
      subject: 'demand.domanda.search-without-results',
      request: ricercaSenzaRisultatiRequest,
      access: 'service',
    }),
    /** The models and parts most asked for over GIORNI_DOMANDA days in the region of the province (all Italy without one). */
    zone: rpc<DomandaZonaDto>()({ subject: 'demand.domanda.zone', request: domandaZonaRequest, access: 'venditore' }),
  },
} as const;
