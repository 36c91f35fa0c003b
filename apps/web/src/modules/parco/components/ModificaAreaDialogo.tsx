import {
  COLORE_AREA_DEFAULT,
  LATO_MINIMO_AREA,
  MESSAGGI_PARCO,
  modificaAreaSchema,
  PALETTE_AREE,
} from '@ricambiamo/contracts';
import { useId } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import type { AreaParco } from '../api/area-parco';
import { useModificaArea } from '../hooks/useModificaArea';
import { Dialogo } from '../../ui/components/Dialogo';

const CAMPI = ['nome', 'descrizione', 'colore', 'larghezza', 'altezza'] as const;

/** docs/rules.md §3 Modifica Area; sizes parse as whole pixels, at least 100 (docs/rules.md §6). */
export function ModificaAreaDialogo({ area, onChiudi }: { area: AreaParco; onChiudi: () => void }) {
  const idColore = useId();
  const modifica = useModificaArea();
  const {
    campo,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useFormSchema(modificaAreaSchema, {
    nome: area.nome,
    descrizione: area.descrizione ?? '',
    colore: PALETTE_AREE.find((p) => p.colore === area.colore)?.colore ?? COLORE_AREA_DEFAULT,
    larghezza: area.larghezza,
    altezza: area.altezza,
  });

  const onSubmit = handleSubmit(async (valori) => {
    try {
      await modifica.mutateAsync({ areaId: area.id, ...valori });
      toast.success(MESSAGGI_PARCO.areaAggiornata);
      onChiudi();
    } catch (error) {
      reportFormError(error, setError, CAMPI, MESSAGGI_PARCO.aggiornamento);
    }
  });

  return (
    <Dialogo titolo="Modifica Area" onChiudi={onChiudi}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextField className="sm:col-span-2" label="Nome" {...campo('nome')} />
        <TextField className="sm:col-span-2" label="Descrizione" {...campo('descrizione')} />
        <div className="sm:col-span-2">
          <label htmlFor={idColore} className="mb-1.5 block text-sm font-medium text-slate-700">
            Colore
          </label>
          <select
            id={idColore}
            {...register('colore')}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          >
            {PALETTE_AREE.map(({ colore, nome }) => (
              <option key={colore} value={colore}>
                {nome}
              </option>
            ))}
          </select>
        </div>
        <TextField label="Larghezza (px)" type="number" inputMode="numeric" min={LATO_MINIMO_AREA} step={1} {...campo('larghezza')} />
        <TextField label="Altezza (px)" type="number" inputMode="numeric" min={LATO_MINIMO_AREA} step={1} {...campo('altezza')} />
        <div className="mt-2 flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variante="secondary" onClick={onChiudi} disabled={isSubmitting}>
            Annulla
          </Button>
          <Button type="submit" inAttesa={isSubmitting}>
            Salva Modifiche
          </Button>
        </div>
      </form>
    </Dialogo>
  );
}
