import { MESSAGGI_PARCO } from '@ricambiamo/contracts';
import { X } from 'lucide-react';
import { useId } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { Button } from '../../ui/components/Button';
import type { AreaParco, AutoInParco } from '../api/area-parco';
import { useAssegnaAuto } from '../hooks/useAssegnaAuto';
import { useRimuoviAuto } from '../hooks/useRimuoviAuto';
import { Dialogo } from '../../ui/components/Dialogo';

interface GestioneAutoDialogoProps {
  area: AreaParco;
  /** Every car of the seller: the select offers those in no area yet. */
  auto: AutoInParco[];
  onChiudi: () => void;
}

/** docs/rules.md §3 Gestione Auto: assigning or removing a car saves at once (docs/rules.md §5). */
export function GestioneAutoDialogo({ area, auto, onChiudi }: GestioneAutoDialogoProps) {
  const idSelect = useId();
  const assegna = useAssegnaAuto();
  const rimuovi = useRimuoviAuto();
  const libere = auto.filter((candidata) => !candidata.area && !area.auto.some((assegnata) => assegnata.id === candidata.id));

  const onAssegna = async (autoId: string) => {
    if (!autoId) return;
    try {
      await assegna.mutateAsync({ areaId: area.id, autoId });
      toast.success(MESSAGGI_PARCO.autoAssegnata);
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI_PARCO.assegnazione));
    }
  };

  const onRimuovi = async (autoId: string) => {
    try {
      await rimuovi.mutateAsync({ areaId: area.id, autoId });
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI_PARCO.assegnazione));
    }
  };

  return (
    <Dialogo titolo={`Gestione Auto - ${area.nome}`} onChiudi={onChiudi}>
      <h3 className="text-sm font-semibold text-slate-700">Auto assegnate</h3>
      {area.auto.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">Nessuna auto assegnata a quest&apos;area.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {area.auto.map((assegnata) => {
            const titolo = `${assegnata.marca} ${assegnata.modello}`;
            return (
              <li key={assegnata.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm text-slate-800">
                {titolo}
                <button
                  type="button"
                  onClick={() => void onRimuovi(assegnata.id)}
                  disabled={rimuovi.isPending}
                  aria-label={`Rimuovi ${titolo}`}
                  title="Rimuovi"
                  className="inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {/* The placeholder option shows the label; the label names the select for assistive technology. */}
      <label htmlFor={idSelect} className="sr-only">
        Seleziona un&apos;auto
      </label>
      <select
        id={idSelect}
        value=""
        disabled={assegna.isPending || libere.length === 0}
        onChange={(event) => void onAssegna(event.target.value)}
        className="mt-5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100"
      >
        <option value="">Seleziona un&apos;auto</option>
        {libere.map((libera) => (
          <option key={libera.id} value={libera.id}>
            {libera.marca} {libera.modello}
          </option>
        ))}
      </select>
      <div className="mt-6 flex justify-end">
        <Button variante="secondary" onClick={onChiudi}>
          Chiudi
        </Button>
      </div>
    </Dialogo>
  );
}
