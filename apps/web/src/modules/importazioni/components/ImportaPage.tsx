import type { StatoImportazione } from '@ricambiamo/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { portaInVista } from '../../../lib/browser/porta-in-vista';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { Spinner } from '../../ui/components/Spinner';
import { statoDi, type Importazione } from '../api/importazione';
import { useImportazioneCorrente } from '../hooks/useImportazioneCorrente';
import { AnteprimaImportazione } from './AnteprimaImportazione';
import { EsitoImportazione } from './EsitoImportazione';
import { FormImportazione } from './FormImportazione';
import { ProgressoImportazione } from './ProgressoImportazione';
import { ScaricaModelli } from './ScaricaModelli';
import { useDatiVendita } from '../../tracciabilita/api/dati-vendita';
import { AvvisoDatiVendita } from '../../tracciabilita/components/AvvisoDatiVendita';

/** A dropped import is not shown: the page is back at the form (ImportaPage). */
type StatoMostrato = Exclude<StatoImportazione, 'annullata'>;

const TITOLI: Record<StatoMostrato, string> = {
  in_analisi: 'Analisi del file',
  anteprima: "Anteprima dell'importazione",
  in_corso: 'Importazione in corso',
  completata: 'Importazione completata',
  fallita: 'Importazione non riuscita',
};

/** One step of the import, under its heading; the heading takes the focus when the page moves to this step. */
function Passo({ titolo, sottotitolo, children }: { titolo: string; sottotitolo?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div>
        <h2 id={id} tabIndex={-1} className="scroll-mt-24 text-lg font-semibold text-slate-900 focus:outline-none">
          {titolo}
        </h2>
        {sottotitolo && <p className="mt-0.5 text-sm wrap-anywhere text-slate-500">{sottotitolo}</p>}
      </div>
      {children}
    </section>
  );
}

/** "listino.xlsx · con foto": what the seller sent, to recognise the import by. */
const descrizione = ({ nomeFile, conFoto, rimuovi }: Importazione) =>
  [nomeFile, conFoto ? 'con foto' : 'senza foto', ...(rimuovi ? ['rimuove le auto non presenti nel file'] : [])].join(' · ');

function PassoImportazione({ importazione, onNuova }: { importazione: Importazione; onNuova: () => void }) {
  const stato = statoDi(importazione);
  // A state newer than this page: it cannot say what it means, only that the page needs reloading. (A dropped import
  // never gets here: the page shows the form instead.)
  if (stato === null || stato === 'annullata') {
    return <ErroreCaricamento onRiprova={() => window.location.reload()} />;
  }
  const passo = (children: ReactNode) => (
    <Passo titolo={TITOLI[stato]} sottotitolo={descrizione(importazione)}>
      {children}
    </Passo>
  );
  switch (stato) {
    case 'in_analisi':
      return passo(
        <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-sm font-medium text-slate-700 shadow-sm">
          <Spinner className="size-6 text-brand-700" label="Analisi del file in corso…" />
          <span aria-hidden>Analisi del file in corso…</span>
        </div>,
      );
    case 'anteprima':
      return passo(<AnteprimaImportazione importazione={importazione} />);
    case 'in_corso':
      return passo(<ProgressoImportazione avanzamento={importazione.avanzamento} />);
    case 'completata':
    case 'fallita':
      return passo(<EsitoImportazione importazione={importazione} stato={stato} onNuova={onNuova} />);
  }
}

/**
 * docs/rules.md §3.13 bulk import: the template and the stock to download, then the seller's latest import in whatever
 * state it is (a seller coming back finds it where it stands), or the form for a new one.
 */
export function ImportaPage() {
  const corrente = useImportazioneCorrente();
  const datiVendita = useDatiVendita();
  const importazione = corrente.data;
  // The finished import after which the seller asked for a new one: the form replaces it until another one starts.
  const [nuovaDopo, setNuovaDopo] = useState<string | null>(null);
  const stato = importazione ? statoDi(importazione) : null;
  const conclusa = stato === 'completata' || stato === 'fallita' || stato === 'annullata';
  // A dropped preview wrote nothing: the seller is back at the form, to send the corrected file.
  const mostraForm =
    importazione === null || stato === 'annullata' || (importazione !== undefined && conclusa && nuovaDopo === importazione.id);

  // The page moves on by itself (the analysis ends, the rows are applied): the new step's heading takes the focus,
  // so a screen reader says what happened.
  const vista = useRef<HTMLDivElement>(null);
  const passo = importazione === undefined ? null : mostraForm || !importazione ? 'nuova' : `${importazione.id}:${importazione.stato}`;
  const passoPrecedente = useRef(passo);
  useEffect(() => {
    const era = passoPrecedente.current;
    passoPrecedente.current = passo;
    if (era === null || era === passo) return;
    const titolo = vista.current?.querySelector<HTMLElement>('h2');
    if (titolo) portaInVista(titolo);
  }, [passo]);

  let contenuto: ReactNode;
  if (corrente.isPending) {
    contenuto = <div aria-hidden className="h-64 animate-pulse rounded-2xl border border-slate-200 bg-white" />;
  } else if (corrente.isError) {
    contenuto = <ErroreCaricamento onRiprova={() => void corrente.refetch()} inAttesa={corrente.isRefetching} />;
  } else if (mostraForm || !importazione) {
    contenuto = (
      <Passo titolo="Carica il file">
        {/* A sheet is many first listings: it waits for the traceability as the form does (art. 30 DSA). */}
        {datiVendita.data?.completa === false ? <AvvisoDatiVendita /> : <FormImportazione />}
      </Passo>
    );
  } else {
    contenuto = <PassoImportazione importazione={importazione} onNuova={() => setNuovaDopo(importazione.id)} />;
  }

  return (
    <div className="space-y-8">
      <IntestazionePagina titolo="Importa il magazzino" classeDescrizione="max-w-2xl">
        Carica in una volta tutte le tue auto con i loro ricambi da un foglio CSV o Excel, con le foto in un archivio ZIP.
        Prima di scrivere o addebitare qualcosa ti mostriamo cosa cambia e quanti gettoni costa.
      </IntestazionePagina>
      <ScaricaModelli />
      <div ref={vista}>{contenuto}</div>
    </div>
  );
}
