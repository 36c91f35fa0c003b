import { nothing, rpc } from '../contract';
import type { ImportazioneDto, PaginaRigheDto, RapportoImportazioneDto } from './messages';
import { creaImportazioneRequest, importazioneIdRequest, rapportoRequest, righeImportazioneRequest } from './messages';

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
    /** A page of its rows: what the preview says of each, and what applying it did. */
    rows: rpc<PaginaRigheDto>()({ subject: 'imports.job.rows', request: righeImportazioneRequest, access: 'venditore' }),
    report: rpc<RapportoImportazioneDto>()({ subject: 'imports.job.report', request: rapportoRequest, access: 'venditore' }),
  },
} as const;
