import {
  ETICHETTE_FREQUENZA,
  FREQUENZE_AVVISO,
  MAX_NOME_RICERCA,
  MESSAGGI,
  MESSAGGI_RICERCA,
  salvaRicercaSchema,
  type FiltriRicercaSalvataInput,
} from '@ricambiamo/contracts';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { Button } from '../../ui/components/Button';
import { Dialogo } from '../../ui/components/Dialogo';
import { TextField } from '../../ui/components/TextField';
import { nomeProposto, riepilogoFiltri } from '../api/filtri-salvati';
import { TESTI_RICERCHE } from '../api/testi';
import { useSalvaRicerca } from '../hooks/useRicerche';

interface SalvaRicercaDialogoProps {
  filtri: FiltriRicercaSalvataInput;
  onChiudi: () => void;
  onSalvata: () => void;
}

/** The search's name, offered from its words, and how its matches are e-mailed; the demand service's own schema checks them. */
export function SalvaRicercaDialogo({ filtri, onChiudi, onSalvata }: SalvaRicercaDialogoProps) {
  const salva = useSalvaRicerca();
  const {
    campo,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useFormSchema(salvaRicercaSchema, { nome: nomeProposto(filtri), frequenza: 'subito' });

  const onSubmit = handleSubmit(async ({ nome, frequenza }) => {
    try {
      await salva.mutateAsync({ nome, frequenza, filtri });
      toast.success(MESSAGGI_RICERCA.salvata);
      onSalvata();
    } catch (error) {
      reportFormError(error, setError, ['nome', 'frequenza'], MESSAGGI.generico);
    }
  });

  return (
    <Dialogo titolo={TESTI_RICERCHE.salva} onChiudi={() => !isSubmitting && onChiudi()}>
      <form noValidate onSubmit={onSubmit} className="space-y-4 text-sm">
        <p className="text-slate-600">{riepilogoFiltri(filtri).join(' · ')}</p>
        <TextField label={TESTI_RICERCHE.nome} maxLength={MAX_NOME_RICERCA} {...campo('nome')} />
        <fieldset>
          <legend className="mb-1.5 font-medium text-slate-700">{TESTI_RICERCHE.frequenza}</legend>
          <div className="space-y-1.5">
            {FREQUENZE_AVVISO.map((frequenza) => (
              <label key={frequenza} className="flex items-center gap-2 text-slate-800">
                <input type="radio" value={frequenza} {...register('frequenza')} className="size-4 accent-brand-700" />
                {ETICHETTE_FREQUENZA[frequenza]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variante="secondary" onClick={onChiudi} disabled={isSubmitting}>
            Annulla
          </Button>
          <Button type="submit" inAttesa={isSubmitting}>
            Salva
          </Button>
        </div>
      </form>
    </Dialogo>
  );
}
