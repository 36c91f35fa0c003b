import { nothing, rpc } from '../contract';
import type { ImportazioneDto, RapportoImportazioneDto } from './messages';
import { creaImportazioneRequest, importazioneIdRequest } from './messages';

/** Request/reply contracts served by the imports service (queue group `imports`); each acts on the actor's imports only. */
export const IMPORTS = {
  job: {
    /** Starts the analysis of files the gateway stored; IMPORT_IN_PROGRESS while another import of the seller is open. */
    create: rpc<ImportazioneDto>()({ subject: 'imports.job.create', request: creaImportazioneRequest, access: 'venditore' }),
    get: rpc<ImportazioneDto>()({ subject: 'imports.job.get', request: importazioneIdRequest, access: 'venditore' }),
    /** The seller's latest import, whatever its state, or null: the page shows it when the seller comes back. */
    latest: rpc<ImportazioneDto | null>()({ subject: 'imports.job.latest', request: nothing, access: 'venditore' }),
    /** Applies a previewed import; IMPORT_STATE_INVALID unless it is waiting in preview. */
    confirm: rpc<ImportazioneDto>()({ subject: 'imports.job.confirm', request: importazioneIdRequest, access: 'venditore' }),
    /** Drops a preview: nothing was written, nothing is charged. */
    cancel: rpc<ImportazioneDto>()({ subject: 'imports.job.cancel', request: importazioneIdRequest, access: 'venditore' }),
    report: rpc<RapportoImportazioneDto>()({ subject: 'imports.job.report', request: importazioneIdRequest, access: 'venditore' }),
  },
} as const;
