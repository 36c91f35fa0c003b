import { formattaNumero } from '@ricambiamo/contracts';
import { useId, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { TabellaScheda, type Colonna } from '../../ui/components/TabellaScheda';
import { useSchermoAlmeno } from '../../ui/hooks/useSchermoAlmeno';
import { esitoDi, righeAnteprima, testoErrore, type Importazione, type RigaImportazione } from '../api/importazione';
import { useRigheImportazione } from '../hooks/useRigheImportazione';
import { EtichettaEsito } from './EtichettaEsito';

const DIDASCALIA = 'Righe del file';

const colonne: Colonna[] = [
  { titolo: 'Riga' },
  { titolo: 'Codice' },
  { titolo: 'Auto' },
  { titolo: 'Esito' },
  { titolo: 'Dettagli' },
];

/**
 * A removed car is in no row of the file: the number the imports service gives it, after the sheet's last, means nothing
 * to the seller.
 */
const numeroRiga = (riga: RigaImportazione) => (esitoDi(riga) === 'rimossa' ? null : String(riga.riga));

/** What the row says beyond its outcome: each error where it is, the columns that change, or why applying it failed. */
function Dettagli({ riga }: { riga: RigaImportazione }) {
  if (riga.errori.length > 0) {
    return (
      <ul className="space-y-0.5 text-red-700">
        {riga.errori.map((errore, indice) => (
          <li key={indice}>{testoErrore(errore)}</li>
        ))}
      </ul>
    );
  }
  if (riga.messaggio) return <p className="text-red-700">{riga.messaggio}</p>;
  if (riga.campi.length > 0) return <p className="text-slate-700">Cambiano: {riga.campi.join(', ')}</p>;
  return <span className="text-slate-400">—</span>;
}

function Tabella({ righe }: { righe: RigaImportazione[] }) {
  return (
    <TabellaScheda didascalia={DIDASCALIA} colonne={colonne}>
      {righe.map((riga) => (
        <tr key={riga.riga} className="align-top hover:bg-slate-50">
          <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-600">{numeroRiga(riga) ?? '—'}</td>
          <td className="px-4 py-3 wrap-anywhere text-slate-700">{riga.codiceInterno ?? '—'}</td>
          <th scope="row" className="px-4 py-3 text-left font-semibold wrap-anywhere text-slate-900">
            {riga.titolo}
          </th>
          <td className="px-4 py-3">
            <EtichettaEsito esito={esitoDi(riga)} valore={riga.esito} />
          </td>
          <td className="min-w-64 px-4 py-3">
            <Dettagli riga={riga} />
          </td>
        </tr>
      ))}
    </TabellaScheda>
  );
}

/** On a phone each row is a card holding what the table's columns say. */
function Schede({ righe }: { righe: RigaImportazione[] }) {
  const id = useId();
  return (
    <ul aria-label={DIDASCALIA} className="space-y-3">
      {righe.map((riga) => (
        <li key={riga.riga}>
          <article aria-labelledby={`${id}-${riga.riga}`} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p id={`${id}-${riga.riga}`} className="font-semibold wrap-anywhere text-slate-900">
                  {riga.titolo}
                </p>
                <p className="text-xs text-slate-500">
                  {[numeroRiga(riga) && `Riga ${numeroRiga(riga)}`, riga.codiceInterno && `Codice ${riga.codiceInterno}`]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <EtichettaEsito esito={esitoDi(riga)} valore={riga.esito} />
            </div>
            <div className="mt-2">
              <Dettagli riga={riga} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * The preview's rows, in the sheet's order: each with its outcome and what changes, or its errors where they are in
 * the sheet. "Solo errori" leaves the rows to fix; more rows come a page at a time, on request.
 */
export function RigheImportazione({ importazione }: { importazione: Pick<Importazione, 'id' | 'anteprima'> }) {
  const tabella = useSchermoAlmeno('lg');
  const idFiltro = useId();
  const [soloErrori, setSoloErrori] = useState(false);
  const righe = useRigheImportazione(importazione.id, soloErrori ? 'errori' : 'tutte');
  const totali = righeAnteprima(importazione);
  const totale = soloErrori ? totali.errori : totali.tutte;
  const mostrate = righe.righe ?? [];

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label htmlFor={idFiltro} className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            id={idFiltro}
            type="checkbox"
            checked={soloErrori}
            onChange={(event) => setSoloErrori(event.target.checked)}
            className="size-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
          />
          Solo errori ({formattaNumero(totali.errori)})
        </label>
        <p className="text-sm text-slate-500" aria-live="polite">
          {righe.isSuccess &&
            (mostrate.length === 0
              ? 'Nessuna riga da mostrare'
              : `${formattaNumero(mostrate.length)} di ${formattaNumero(Math.max(totale, mostrate.length))} righe`)}
        </p>
      </div>
      {righe.isPending ? (
        <div aria-hidden className="h-48 animate-pulse rounded-2xl border border-slate-200 bg-white" />
      ) : righe.isError ? (
        <ErroreCaricamento onRiprova={() => void righe.refetch()} inAttesa={righe.isRefetching} />
      ) : (
        mostrate.length > 0 && (tabella ? <Tabella righe={mostrate} /> : <Schede righe={mostrate} />)
      )}
      {righe.hasNextPage && (
        <div className="flex justify-center">
          <Button variante="secondary" inAttesa={righe.isFetchingNextPage} onClick={() => void righe.fetchNextPage()}>
            Mostra altre
          </Button>
        </div>
      )}
    </div>
  );
}
