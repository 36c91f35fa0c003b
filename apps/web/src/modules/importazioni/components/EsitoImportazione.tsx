import { conteggio, type StatoImportazione } from '@ricambiamo/contracts';
import { Download, FileUp, TriangleAlert } from 'lucide-react';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import { Button } from '../../ui/components/Button';
import { vociAvanzamento } from '../api/conteggi-importazione';
import { fileRapporto } from '../api/file-importazione';
import type { Importazione } from '../api/importazione';
import { useScaricaFile } from '../hooks/useScaricaFile';
import { ElencoConteggi } from './ElencoConteggi';

export type StatoConcluso = Extract<StatoImportazione, 'completata' | 'fallita'>;

interface EsitoImportazioneProps {
  importazione: Importazione;
  stato: StatoConcluso;
  onNuova: () => void;
}

/** How an import ended: what it did, why it failed, the report to fix the rows in, and the way to start again. */
export function EsitoImportazione({ importazione, stato, onNuova }: EsitoImportazioneProps) {
  const { scarica, inCorso } = useScaricaFile();
  const rapporto = fileRapporto(importazione.id);
  const { avanzamento } = importazione;
  const fatto = stato === 'completata' || avanzamento.fatte > 0;

  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {importazione.conclusaIl && (
        <p className="text-sm text-slate-500">
          Conclusa il {formattaDataOra(importazione.conclusaIl)}
        </p>
      )}
      {stato === 'fallita' && (
        <p role="alert" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {importazione.messaggio || "L'importazione non è riuscita."}
        </p>
      )}
      {fatto && (
        <ElencoConteggi
          etichetta="Risultato"
          voci={[
            ...vociAvanzamento(avanzamento),
            { testo: conteggio(importazione.anteprima.invariate, 'auto invariata', 'auto invariate'), tono: 'grigio' },
          ]}
        />
      )}
      {fatto && avanzamento.fallite > 0 && (
        <p className="text-sm text-slate-700">
          Nel rapporto trovi il motivo di ogni riga non riuscita: correggi il file e caricalo di nuovo.
        </p>
      )}
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variante="secondary" inAttesa={inCorso === rapporto.url} onClick={() => void scarica(rapporto)}>
          <Download aria-hidden className="size-4" />
          Scarica il rapporto
        </Button>
        <Button onClick={onNuova}>
          <FileUp aria-hidden className="size-4" />
          Nuova importazione
        </Button>
      </div>
    </div>
  );
}
