import { CATALOGO_RICAMBI, eRicambioDiSicurezza, GRADI_CONDIZIONE, RICAMBI_CON_CODICE_CAMBIO, TESTI_SICUREZZA } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { Check, Lock, Plus, ShieldAlert, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { formattaEuro } from '@ricambiamo/contracts';
import type { Ricambio } from '../../catalogo/api/auto-dettaglio';
import { ETICHETTA_GRADO } from '../../catalogo/api/etichette';
import { TextField } from '../../ui/components/TextField';
import { euroInCentesimi, nuovoRicambio, type InserzioneForm } from '../api/inserzione-form';

const centesimiValidi = (euro: string) => {
  const centesimi = euroInCentesimi(euro);
  return centesimi === undefined || Number.isNaN(centesimi) ? 0 : centesimi;
};

/**
 * docs/rules.md §3 parts: the 12-name catalogue as chips (a click only adds; each part has its own remove button), price and
 * shipping in euro per part plus grade, warranty, OEM codes and, for a gearbox or a complete engine, the gearbox code, and
 * the running total. `venduti` are the sold (or
 * reserved) parts of an edited listing: their names cannot be added again, and the form never edits them.
 */
export function SezioneRicambi({ venduti = [] }: { venduti?: Ricambio[] }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<InserzioneForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'ricambi' });
  const ricambi = useWatch({ control, name: 'ricambi' });
  const scelti = new Set(ricambi.map((r) => r.nome));
  const nomiVenduti = new Set(venduti.map((r) => r.nome));
  const totale = ricambi.reduce((somma, r) => somma + centesimiValidi(r.prezzo) + centesimiValidi(r.spedizione), 0);
  const erroreElenco = errors.ricambi?.message ?? errors.ricambi?.root?.message;

  return (
    <div>
      <p className="text-sm text-slate-600">Tocca un ricambio per aggiungerlo all&apos;inserzione.</p>
      <div role="group" aria-label="Catalogo ricambi" className="mt-3 flex flex-wrap gap-2">
        {CATALOGO_RICAMBI.map((nome) => {
          const venduto = nomiVenduti.has(nome);
          const scelto = scelti.has(nome);
          return (
            <button
              key={nome}
              type="button"
              aria-pressed={scelto || venduto}
              disabled={venduto}
              onClick={() => !scelto && append(nuovoRicambio(nome))}
              className={clsx(
                'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition',
                scelto
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : venduto
                    ? 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-400'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700',
              )}
            >
              {scelto ? <Check aria-hidden className="size-4" /> : venduto ? <Lock aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
              {nome}
            </button>
          );
        })}
      </div>
      {erroreElenco && <p className="mt-2 text-sm text-red-600">{erroreElenco}</p>}

      {fields.length > 0 && (
        <ul className="mt-5 space-y-4">
          {fields.map((campo, i) => {
            const errori = errors.ricambi?.[i];
            return (
              <li key={campo.id}>
                <fieldset className="relative rounded-xl border border-slate-200 bg-slate-50/60 p-4">
                  <legend className="sr-only">{campo.nome}</legend>
                  <p aria-hidden className="pr-24 font-semibold text-slate-900">
                    {campo.nome}
                  </p>
                  {eRicambioDiSicurezza(campo.nome) && (
                    <p className="mt-1 flex items-center gap-1.5 text-xs font-medium text-amber-900">
                      <ShieldAlert aria-hidden className="size-3.5 shrink-0" />
                      {TESTI_SICUREZZA.perIlVenditore}
                    </p>
                  )}
                  <button
                    type="button"
                    onClick={() => remove(i)}
                    aria-label={`Rimuovi ${campo.nome}`}
                    className="absolute right-3 top-3 inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden className="size-4" />
                    Rimuovi
                  </button>
                  <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                    <TextField
                      label="Prezzo (€)"
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min="0"
                      placeholder="0,00"
                      error={errori?.prezzo?.message}
                      {...register(`ricambi.${i}.prezzo`)}
                    />
                    <TextField
                      label="Spese di spedizione (€)"
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min="0"
                      placeholder="0,00"
                      error={errori?.spedizione?.message}
                      {...register(`ricambi.${i}.spedizione`)}
                    />
                    <div>
                      <label htmlFor={`grado-${campo.id}`} className="mb-1.5 block text-sm font-medium text-slate-700">
                        Grado
                      </label>
                      <select
                        id={`grado-${campo.id}`}
                        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
                        {...register(`ricambi.${i}.grado`)}
                      >
                        <option value="">Non indicato</option>
                        {GRADI_CONDIZIONE.map((grado) => (
                          <option key={grado} value={grado}>
                            {ETICHETTA_GRADO[grado]}
                          </option>
                        ))}
                      </select>
                    </div>
                    <TextField
                      label="Garanzia (giorni)"
                      type="number"
                      inputMode="numeric"
                      min="0"
                      hint="0 = nessuna garanzia"
                      error={errori?.garanziaGiorni?.message}
                      {...register(`ricambi.${i}.garanziaGiorni`)}
                    />
                    <TextField
                      label="Codice OEM"
                      placeholder="Facoltativo"
                      autoCapitalize="characters"
                      hint="Più codici separati da virgola"
                      error={errori?.codiceOem?.message}
                      {...register(`ricambi.${i}.codiceOem`)}
                    />
                    {RICAMBI_CON_CODICE_CAMBIO.includes(campo.nome) && (
                      <TextField
                        label="Codice cambio"
                        placeholder="Facoltativo"
                        autoCapitalize="characters"
                        hint="es. C514"
                        error={errori?.codiceCambio?.message}
                        {...register(`ricambi.${i}.codiceCambio`)}
                      />
                    )}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}

      <p className="mt-5 flex items-center justify-between rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900">
        <span>Totale ricambi (prezzo + spedizione)</span>
        <span className="text-lg tabular-nums" data-testid="totale-ricambi">
          {formattaEuro(totale)}
        </span>
      </p>
    </div>
  );
}
