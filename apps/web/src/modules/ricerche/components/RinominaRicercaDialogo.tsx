import { MAX_NOME_RICERCA, MESSAGGI, salvaRicercaSchema } from '@ricambiamo/contracts';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { Button } from '../../ui/components/Button';
import { Dialogo } from '../../ui/components/Dialogo';
import { TextField } from '../../ui/components/TextField';
import type { RicercaSalvata } from '../api/ricerca-salvata.fragment';
import { TESTI_RICERCHE } from '../api/testi';
import { useModificaRicerca } from '../hooks/useRicerche';

/** The name as saving checks it. */
const nomeSchema = salvaRicercaSchema.pick({ nome: true });

export function RinominaRicercaDialogo({ ricerca, onChiudi }: { ricerca: RicercaSalvata; onChiudi: () => void }) {
  const modifica = useModificaRicerca();
  const {
    campo,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useFormSchema(nomeSchema, { nome: ricerca.nome });

  const onSubmit = handleSubmit(async ({ nome }) => {
    try {
      await modifica.mutateAsync({ ricercaId: ricerca.id, nome });
      toast.success(TESTI_RICERCHE.rinominata);
      onChiudi();
    } catch (error) {
      reportFormError(error, setError, ['nome'], MESSAGGI.generico);
    }
  });

  return (
    <Dialogo titolo={TESTI_RICERCHE.rinomina} onChiudi={() => !isSubmitting && onChiudi()}>
      <form noValidate onSubmit={onSubmit} className="space-y-4 text-sm">
        <TextField label={TESTI_RICERCHE.nome} maxLength={MAX_NOME_RICERCA} {...campo('nome')} />
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
