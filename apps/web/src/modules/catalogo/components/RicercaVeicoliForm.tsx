import { CARBURANTI, etichettaSoloCompatibili } from '@ricambiamo/contracts';
import { RotateCcw, Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSessione } from '../../auth/hooks/useSessione';
import { Button } from '../../ui/components/Button';
import { TextLink } from '../../ui/components/TextLink';
import { FILTRI_NUMERICI, NESSUN_FILTRO, type FiltriRicerca, type VeicoloDellaRicerca } from '../api/filtri-ricerca';
import { ETICHETTA_CARBURANTE } from '../api/etichette';

type Valori = Record<'q' | 'marca' | 'modello' | 'carburante' | (typeof FILTRI_NUMERICI)[number], string> & {
  soloDisponibili: boolean;
  soloCompatibili: boolean;
};

const daFiltri = (filtri: FiltriRicerca): Valori => ({
  q: filtri.q ?? '',
  marca: filtri.marca ?? '',
  modello: filtri.modello ?? '',
  carburante: filtri.carburante ?? '',
  ...(Object.fromEntries(FILTRI_NUMERICI.map((chiave) => [chiave, filtri[chiave]?.toString() ?? ''])) as Record<
    (typeof FILTRI_NUMERICI)[number],
    string
  >),
  soloDisponibili: filtri.soloDisponibili,
  soloCompatibili: filtri.soloCompatibili,
});

const VUOTI = daFiltri(NESSUN_FILTRO);

const avanzatiImpostati = (filtri: FiltriRicerca) =>
  filtri.soloDisponibili ||
  filtri.soloCompatibili ||
  filtri.marca !== undefined ||
  filtri.modello !== undefined ||
  filtri.carburante !== undefined ||
  FILTRI_NUMERICI.some((chiave) => filtri[chiave] !== undefined);

const INTERVALLI = [
  { etichetta: 'Anno', da: 'annoDa', a: 'annoA', segnaposto: ['1990', String(new Date().getFullYear())] },
  { etichetta: 'Chilometri', da: 'kmDa', a: 'kmA', segnaposto: ['0', '200000'] },
  { etichetta: 'CV', da: 'cvDa', a: 'cvA', segnaposto: ['60', '300'] },
  { etichetta: 'kW', da: 'kwDa', a: 'kwA', segnaposto: ['44', '220'] },
] as const;

const campo =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';

interface RicercaVeicoliFormProps {
  filtri: FiltriRicerca;
  onCerca: (filtri: FiltriRicerca) => void;
  /** "Solo compatibili" is offered for it; without one, a buyer is told where to set it. */
  veicoloAttivo: VeicoloDellaRicerca;
}

/**
 * docs/rules.md §3 Home: free text on brand, model and parts, plus the Filtri Avanzati panel. Nothing is searched while typing;
 * Cerca (or Enter) writes everything to the URL at once, starting again from page 1.
 */
export function RicercaVeicoliForm({ filtri, onCerca, veicoloAttivo: { veicolo, inCaricamento } }: RicercaVeicoliFormProps) {
  const [valori, setValori] = useState(() => daFiltri(filtri));
  const [aperto, setAperto] = useState(() => avanzatiImpostati(filtri));
  const id = useId();
  const acquirente = useSessione().utente?.ruolo === 'acquirente';

  const imposta = (chiave: Exclude<keyof Valori, 'soloDisponibili' | 'soloCompatibili'>, valore: string) =>
    setValori((attuali) => ({ ...attuali, [chiave]: valore }));

  const cerca = (event: FormEvent) => {
    event.preventDefault();
    const numero = (valore: string) => (/^\d+$/.test(valore.trim()) ? Number(valore) : undefined);
    const carburante = CARBURANTI.find((c) => c === valori.carburante);
    onCerca({
      q: valori.q.trim() || undefined,
      marca: valori.marca.trim() || undefined,
      modello: valori.modello.trim() || undefined,
      carburante,
      ...Object.fromEntries(FILTRI_NUMERICI.map((chiave) => [chiave, numero(valori[chiave])])),
      soloDisponibili: valori.soloDisponibili,
      // Without a vehicle there is nothing to be compatible with; while it loads, the choice stays as it was.
      soloCompatibili: valori.soloCompatibili && (veicolo !== null || inCaricamento),
      // A new search keeps the chosen sort.
      ordinamento: filtri.ordinamento,
      page: 1,
    });
  };

  const azzera = () => {
    setValori(VUOTI);
    onCerca(NESSUN_FILTRO);
  };

  return (
    <form role="search" aria-label="Cerca veicoli" onSubmit={cerca} noValidate className="mt-8 max-w-3xl">
      <div className="flex flex-col gap-2 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-white/20 sm:flex-row">
        <label htmlFor={`${id}-q`} className="sr-only">
          Cerca per marca, modello o ricambio
        </label>
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
          <input
            id={`${id}-q`}
            type="search"
            value={valori.q}
            onChange={(event) => imposta('q', event.target.value)}
            placeholder="Marca, modello o ricambio"
            className="block w-full rounded-xl border-0 py-3 pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <div className="flex gap-2">
          <Button
            variante="ghost"
            aria-expanded={aperto}
            aria-controls={`${id}-filtri`}
            onClick={() => setAperto((a) => !a)}
            className="flex-1 whitespace-nowrap py-3 sm:flex-none"
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            Filtri Avanzati
          </Button>
          <Button type="submit" className="flex-1 px-6 py-3 sm:flex-none">
            Cerca
          </Button>
        </div>
      </div>

      <fieldset
        id={`${id}-filtri`}
        hidden={!aperto}
        className="mt-3 rounded-2xl bg-white p-5 text-slate-900 shadow-xl"
      >
        <legend className="sr-only">Filtri Avanzati</legend>
        {/* Two columns at most: the hero keeps the form narrow beside its benefits, and a range's two fields in a third
            of it left "200000" clipped. */}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-marca`} className="mb-1 block text-xs font-semibold text-slate-600">
              Marca
            </label>
            <input id={`${id}-marca`} className={campo} value={valori.marca} onChange={(e) => imposta('marca', e.target.value)} placeholder="Fiat" />
          </div>
          <div>
            <label htmlFor={`${id}-modello`} className="mb-1 block text-xs font-semibold text-slate-600">
              Modello
            </label>
            <input id={`${id}-modello`} className={campo} value={valori.modello} onChange={(e) => imposta('modello', e.target.value)} placeholder="Panda" />
          </div>
          <div>
            <label htmlFor={`${id}-carburante`} className="mb-1 block text-xs font-semibold text-slate-600">
              Carburante
            </label>
            <select id={`${id}-carburante`} className={campo} value={valori.carburante} onChange={(e) => imposta('carburante', e.target.value)}>
              <option value="">Tutti</option>
              {CARBURANTI.map((carburante) => (
                <option key={carburante} value={carburante}>
                  {ETICHETTA_CARBURANTE[carburante]}
                </option>
              ))}
            </select>
          </div>
          {INTERVALLI.map(({ etichetta, da, a, segnaposto }) => (
            <fieldset key={etichetta}>
              <legend className="mb-1 block text-xs font-semibold text-slate-600">{etichetta}</legend>
              <div className="flex items-center gap-2">
                <input
                  aria-label={`${etichetta} da`}
                  type="number"
                  min={0}
                  inputMode="numeric"
                  className={campo}
                  value={valori[da]}
                  onChange={(e) => imposta(da, e.target.value)}
                  placeholder={segnaposto[0]}
                />
                <span aria-hidden className="text-slate-400">
                  –
                </span>
                <input
                  aria-label={`${etichetta} a`}
                  type="number"
                  min={0}
                  inputMode="numeric"
                  className={campo}
                  value={valori[a]}
                  onChange={(e) => imposta(a, e.target.value)}
                  placeholder={segnaposto[1]}
                />
              </div>
            </fieldset>
          ))}
          <div>
            <label htmlFor={`${id}-cilindrata`} className="mb-1 block text-xs font-semibold text-slate-600">
              Cilindrata (cc)
            </label>
            <input
              id={`${id}-cilindrata`}
              type="number"
              min={0}
              inputMode="numeric"
              className={campo}
              value={valori.cilindrata}
              onChange={(e) => imposta('cilindrata', e.target.value)}
              placeholder="1242"
            />
          </div>
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-700 sm:col-span-2">
            <input
              type="checkbox"
              checked={valori.soloDisponibili}
              onChange={(e) => setValori((attuali) => ({ ...attuali, soloDisponibili: e.target.checked }))}
              className="size-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
            />
            Solo veicoli con ricambi disponibili
          </label>
          {veicolo ? (
            <label className="flex items-center gap-2 text-sm font-medium text-slate-700 sm:col-span-2">
              <input
                type="checkbox"
                data-testid="solo-compatibili"
                checked={valori.soloCompatibili}
                onChange={(e) => setValori((attuali) => ({ ...attuali, soloCompatibili: e.target.checked }))}
                className="size-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
              />
              {etichettaSoloCompatibili(veicolo)}
            </label>
          ) : (
            acquirente &&
            !inCaricamento && (
              <p className="text-sm text-slate-600 sm:col-span-2">
                <TextLink to="/acquirente/profilo">Imposta il tuo veicolo</TextLink> per vedere solo quelli compatibili.
              </p>
            )
          )}
        </div>
        <div className="mt-5 flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          <Button variante="secondary" onClick={azzera}>
            <RotateCcw aria-hidden className="size-4" />
            Reset Filtri
          </Button>
          <Button type="submit">Applica Filtri</Button>
        </div>
      </fieldset>
    </form>
  );
}
