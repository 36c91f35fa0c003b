import { formattaNumero, LIMITI_IMPORTAZIONE } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { FileSearch } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { Button } from '../../ui/components/Button';
import { controllaFileImportazione, type ErroriFileImportazione } from '../api/controlla-file';
import { useInviaImportazione } from '../hooks/useInviaImportazione';

interface CampoFileProps {
  label: string;
  accept: string;
  suggerimento: ReactNode;
  errore?: string;
  disabled: boolean;
  onScegli: (file: File | null) => void;
  ref?: Ref<HTMLInputElement>;
}

function CampoFile({ label, accept, suggerimento, errore, disabled, onScegli, ref }: CampoFileProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={errore ? true : undefined}
        aria-describedby={`${id}-suggerimento${errore ? ` ${id}-errore` : ''}`}
        onChange={(event) => onScegli(event.target.files?.[0] ?? null)}
        className={clsx(
          'block w-full rounded-lg border bg-white text-sm text-slate-700 shadow-sm',
          'file:mr-3 file:border-0 file:bg-slate-100 file:px-4 file:py-2.5 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-200',
          'focus:outline-none focus-visible:ring-2 disabled:opacity-60',
          errore ? 'border-red-400 focus-visible:ring-red-200' : 'border-slate-300 focus-visible:ring-brand-100',
        )}
      />
      <p id={`${id}-suggerimento`} className="mt-1.5 text-xs text-slate-500">
        {suggerimento}
      </p>
      {errore && (
        <p id={`${id}-errore`} className="mt-1 text-sm text-red-600">
          {errore}
        </p>
      )}
    </div>
  );
}

/**
 * The sheet, the photos' ZIP and whether cars missing from the sheet go: checked here against LIMITI_IMPORTAZIONE
 * first, then sent with the upload's progress. The gateway answers with the import it starts analysing.
 */
export function FormImportazione() {
  const { invia, interrompi, progresso, errore } = useInviaImportazione();
  const [foglio, setFoglio] = useState<File | null>(null);
  const [foto, setFoto] = useState<File | null>(null);
  const [rimuovi, setRimuovi] = useState(false);
  const [errori, setErrori] = useState<ErroriFileImportazione>({});
  const campoFoglio = useRef<HTMLInputElement>(null);
  const campoFoto = useRef<HTMLInputElement>(null);
  const idRimuovi = useId();
  const inInvio = progresso !== null;

  // A new pick is judged at once, so a wrong file is pointed out before the seller looks for the button.
  const scegliFoglio = (file: File | null) => {
    setFoglio(file);
    setErrori((prima) => ({ ...prima, foglio: file ? controllaFileImportazione({ foglio: file, foto: null }).foglio : undefined }));
  };
  const scegliFoto = (file: File | null) => {
    setFoto(file);
    setErrori((prima) => ({ ...prima, foto: controllaFileImportazione({ foglio: null, foto: file }).foto }));
  };

  const analizza = (event: FormEvent) => {
    event.preventDefault();
    const trovati = controllaFileImportazione({ foglio, foto });
    setErrori(trovati);
    if (trovati.foglio || !foglio) campoFoglio.current?.focus();
    else if (trovati.foto) campoFoto.current?.focus();
    else void invia({ foglio, foto, rimuovi });
  };

  return (
    <form noValidate onSubmit={analizza} className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <CampoFile
        ref={campoFoglio}
        label="File con le auto"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        suggerimento={`CSV o Excel (.xlsx) compilato dal modello, fino a ${formattaNumero(LIMITI_IMPORTAZIONE.righe)} auto.`}
        errore={errori.foglio}
        disabled={inInvio}
        onScegli={scegliFoglio}
      />
      <CampoFile
        ref={campoFoto}
        label="Foto (facoltativo)"
        accept=".zip,application/zip"
        suggerimento="Un archivio ZIP con le foto nominate nel file: JPEG o PNG, fino a 5 MB ciascuna."
        errore={errori.foto}
        disabled={inInvio}
        onScegli={scegliFoto}
      />
      <div>
        <label htmlFor={idRimuovi} className="inline-flex items-start gap-2 text-sm font-medium text-slate-800">
          <input
            id={idRimuovi}
            type="checkbox"
            checked={rimuovi}
            disabled={inInvio}
            onChange={(event) => setRimuovi(event.target.checked)}
            aria-describedby={`${idRimuovi}-suggerimento`}
            className="mt-0.5 size-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
          />
          {/* The words the issue gives the option; capitalised on screen only. */}
          <span className="inline-block first-letter:uppercase">rimuovi le auto non presenti nel file</span>
        </label>
        <p id={`${idRimuovi}-suggerimento`} className="mt-1 pl-6 text-xs text-slate-500">
          Le tue auto che il file non nomina vengono eliminate dopo la conferma; l&apos;anteprima le elenca prima.
        </p>
      </div>
      {errore && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {errore}
        </p>
      )}
      {inInvio ? (
        <div className="space-y-2">
          <div className="flex items-baseline justify-between text-sm text-slate-700">
            <span>Invio dei file…</span>
            <span className="font-semibold tabular-nums">{Math.round(progresso * 100)}%</span>
          </div>
          <progress
            value={progresso}
            max={1}
            aria-label="Invio dei file"
            className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
          />
          <div className="flex justify-end">
            <Button variante="secondary" onClick={interrompi}>
              Interrompi
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex justify-end">
          <Button type="submit" className="w-full px-6 py-3 sm:w-auto">
            <FileSearch aria-hidden className="size-4" />
            Analizza il file
          </Button>
        </div>
      )}
    </form>
  );
}
