import { eRicambioDiSicurezza, formattaEuro, TESTI_SICUREZZA } from '@ricambiamo/contracts';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Ricambio } from '../api/auto-dettaglio';
import { ETICHETTA_GRADO, etichettaGaranzia } from '../api/etichette';
import { selezionabile } from '../api/selezione-ricambi';
import { TabellaScheda, type Colonna } from '../../ui/components/TabellaScheda';

const colonne: Colonna[] = [
  { titolo: 'Seleziona', caselle: true },
  { titolo: 'Ricambio' },
  { titolo: 'Grado', da: 'md' },
  { titolo: 'Garanzia', da: 'md' },
  { titolo: 'Prezzo', destra: true },
  { titolo: 'Spedizione', da: 'sm', destra: true },
];

interface TabellaRicambiProps {
  ricambi: Ricambio[];
  selezionati: ReadonlySet<string>;
  onCambia: (id: string, selezionato: boolean) => void;
  /** The buyer declared a repair business: safety parts can be selected. */
  officina: boolean;
  /** More about a part, under its codes: its fit for the buyer's vehicle, composed in by the page. */
  dettaglio?: (ricambio: Ricambio) => ReactNode;
}

/**
 * docs/rules.md §3/§6: every part with a checkbox; a part no longer available cannot be selected, nor a safety part by anyone
 * but a declared repair business (the server refuses such an order anyway).
 */
export function TabellaRicambi({ ricambi, selezionati, onCambia, officina, dettaglio }: TabellaRicambiProps) {
  return (
    <TabellaScheda didascalia="Ricambi disponibili" colonne={colonne}>
      {ricambi.map((ricambio) => {
        const idCasella = `ricambio-${ricambio.id}`;
        const sicurezza = eRicambioDiSicurezza(ricambio.nome);
        const riservato = sicurezza && !officina && ricambio.disponibile;
        return (
          <tr key={ricambio.id} className={ricambio.disponibile ? 'hover:bg-slate-50' : 'bg-slate-50 text-slate-500'}>
            <td className="py-3 pl-4 pr-2 align-top">
              <input
                id={idCasella}
                type="checkbox"
                disabled={!selezionabile(ricambio, officina)}
                aria-describedby={riservato ? `${idCasella}-perche` : undefined}
                checked={selezionati.has(ricambio.id)}
                onChange={(event) => onCambia(ricambio.id, event.target.checked)}
                className="mt-0.5 size-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600 disabled:cursor-not-allowed"
              />
            </td>
            <td className="px-4 py-3 align-top wrap-anywhere">
              <label htmlFor={idCasella} className={ricambio.disponibile ? 'cursor-pointer font-semibold text-slate-900' : 'font-semibold'}>
                {ricambio.nome}
              </label>
              {!ricambio.disponibile && (
                <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-600">Non disponibile</span>
              )}
              {sicurezza && (
                <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                  <ShieldAlert aria-hidden className="size-3.5" />
                  {TESTI_SICUREZZA.etichetta}
                </span>
              )}
              {/* The disabled checkbox says why in its own row (and to a screen reader, through aria-describedby). */}
              {riservato && (
                <div id={`${idCasella}-perche`} className="mt-1 text-xs text-amber-900">
                  <p className="font-medium">
                    {TESTI_SICUREZZA.soloOfficine} ·{' '}
                    <Link to="/policies/sales#ricambi-di-sicurezza" className="underline">
                      {TESTI_SICUREZZA.perche}
                    </Link>
                  </p>
                  <p className="mt-0.5">{TESTI_SICUREZZA.nonSelezionabile}</p>
                </div>
              )}
              {ricambio.descrizione && <p className="mt-0.5 text-slate-500">{ricambio.descrizione}</p>}
              {ricambio.codiceOem && <p className="mt-0.5 font-mono text-xs wrap-anywhere text-slate-500">OEM {ricambio.codiceOem}</p>}
              {ricambio.codiceCambio && <p className="mt-0.5 font-mono text-xs text-slate-500">Codice cambio {ricambio.codiceCambio}</p>}
              {dettaglio?.(ricambio)}
              <p className="mt-0.5 text-xs text-slate-500 md:hidden">
                {ricambio.grado && `Grado ${ETICHETTA_GRADO[ricambio.grado]} · `}
                {etichettaGaranzia(ricambio.garanziaGiorni)}
              </p>
            </td>
            <td className="hidden px-4 py-3 align-top md:table-cell">
              {ricambio.grado ? ETICHETTA_GRADO[ricambio.grado] : '—'}
            </td>
            <td className="hidden px-4 py-3 align-top md:table-cell">{etichettaGaranzia(ricambio.garanziaGiorni)}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right align-top tabular-nums">
              <span className="font-semibold">{formattaEuro(ricambio.prezzoCentesimi)}</span>
              {/* Phones have no room for the Spedizione column: shipping goes under the price. */}
              <span className="block text-xs text-slate-500 sm:hidden">+ {formattaEuro(ricambio.spedizioneCentesimi)} sped.</span>
            </td>
            <td className="hidden whitespace-nowrap px-4 py-3 text-right align-top tabular-nums sm:table-cell">
              {formattaEuro(ricambio.spedizioneCentesimi)}
            </td>
          </tr>
        );
      })}
    </TabellaScheda>
  );
}
