import { nothing, rpc } from '../contract';
import type { CasoDto, ProvvedimentoDto, VoceRegistroDto } from './messages';
import {
  casoIdRequest,
  codaRequest,
  decidiRequest,
  decidiRicorsoRequest,
  provvedimentoIdRequest,
  registroRequest,
  ricorriRequest,
  segnalaRequest,
  verificaVenditoreRequest,
} from './messages';

/**
 * Request/reply contracts served by the moderation service (queue group `moderation`): reports, the operator's
 * decisions with their statements of reasons, appeals and the audit log (docs/architecture.md#moderation). No contract
 * changes or removes a line of the log.
 */
export const MODERATION = {
  report: {
    /** Anyone, signed in or not; SEGNALAZIONI_ALL_ORA an hour per reporter (REPORT_RATE_LIMITED). */
    file: rpc<{ ok: true }>()({ subject: 'moderation.report.file', request: segnalaRequest, access: 'public' }),
  },
  caso: {
    /** The queue, oldest first, filtered by state. */
    queue: rpc<CasoDto[]>()({ subject: 'moderation.caso.queue', request: codaRequest, access: 'operatore' }),
    get: rpc<CasoDto>()({ subject: 'moderation.caso.get', request: casoIdRequest, access: 'operatore' }),
    /** Once per case (CASE_DECIDED); acting on it issues a statement of reasons to whom it affects. */
    decide: rpc<CasoDto>()({ subject: 'moderation.caso.decide', request: decidiRequest, access: 'operatore' }),
  },
  provvedimento: {
    /** The statements of reasons issued to the caller, newest first. */
    mine: rpc<ProvvedimentoDto[]>()({ subject: 'moderation.provvedimento.mine', request: nothing, access: 'authenticated' }),
    /** Once, within MESI_RICORSO (APPEAL_NOT_ALLOWED). */
    appeal: rpc<ProvvedimentoDto>()({ subject: 'moderation.provvedimento.appeal', request: ricorriRequest, access: 'authenticated' }),
    /** The appeals waiting, oldest first, with their cases. */
    appeals: rpc<CasoDto[]>()({ subject: 'moderation.provvedimento.appeals', request: nothing, access: 'operatore' }),
    /** By an operator other than the one who decided (APPEAL_SAME_OPERATOR); `accolto` undoes the action. */
    decideAppeal: rpc<CasoDto>()({ subject: 'moderation.provvedimento.decide-appeal', request: decidiRicorsoRequest, access: 'operatore' }),
    get: rpc<ProvvedimentoDto>()({ subject: 'moderation.provvedimento.get', request: provvedimentoIdRequest, access: 'authenticated' }),
  },
  venditore: {
    /** Marks a seller's traceability data checked (art. 30 DSA), recorded in the log; identity applies it. */
    verify: rpc<{ ok: true }>()({ subject: 'moderation.venditore.verify', request: verificaVenditoreRequest, access: 'operatore' }),
    /** The statements of reasons issued to one user, newest first: the seller's history in the console. */
    history: rpc<ProvvedimentoDto[]>()({ subject: 'moderation.venditore.history', request: verificaVenditoreRequest.pick({ venditoreId: true }), access: 'operatore' }),
  },
  registro: {
    /** The audit log, newest first, a page at a time before `prima`; read only. */
    list: rpc<VoceRegistroDto[]>()({ subject: 'moderation.registro.list', request: registroRequest, access: 'operatore' }),
  },
} as const;
