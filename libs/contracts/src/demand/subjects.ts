import { nothing, rpc } from '../contract';
import type { RicercaSalvataDto } from './messages';
import { disattivaAvvisiRequest, modificaRicercaRequest, ricercaIdRequest, salvaRicercaRequest } from './messages';

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
} as const;
