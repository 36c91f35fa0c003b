import type { RecensioneInput } from '@ricambiamo/contracts';
import { ETICHETTE_ASSE_RECENSIONE, MAX_TESTO_RECENSIONE, MESSAGGI_RECENSIONE, recensioneSchema } from '@ricambiamo/contracts';
import { useId } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { AreaTesto } from '../../ui/components/AreaTesto';
import { Button } from '../../ui/components/Button';
import { Dialogo } from '../../ui/components/Dialogo';
import type { Recensione } from '../api/recensione.fragment';
import { useScriviRecensione } from '../hooks/useRecensioni';
import { SceltaStelle } from './SceltaStelle';

const ASSI = ['descrizione', 'comunicazione', 'spedizione', 'complessivo'] as const;
const CAMPI = [...ASSI, 'testo'] as const;

interface RecensioneDialogoProps {
  ordineId: string;
  codice: string;
  /** The review being changed, or null for a new one. */
  recensione: Recensione | null;
  onChiudi: () => void;
}

/** "Recensisci il tuo ordine" (docs/rules.md §3.16): stars on three axes and overall, and a text of up to 1,000 characters. */
export function RecensioneDialogo({ ordineId, codice, recensione, onChiudi }: RecensioneDialogoProps) {
  const id = useId();
  const scrivi = useScriviRecensione();
  const {
    campo,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { isSubmitting, errors },
  } = useFormSchema(recensioneSchema, (recensione ? { ...recensione.stelle, testo: recensione.testo ?? '' } : { testo: '' }) as Partial<RecensioneInput>);
  const testo = watch('testo') ?? '';

  const onSubmit = handleSubmit(async ({ testo: scritto, ...stelle }) => {
    try {
      await scrivi.mutateAsync({ ordineId, recensioneId: recensione?.id ?? null, dati: { stelle, testo: scritto } });
      toast.success(recensione ? MESSAGGI_RECENSIONE.aggiornata : MESSAGGI_RECENSIONE.pubblicata);
      onChiudi();
    } catch (error) {
      reportFormError(error, setError, CAMPI, MESSAGGI_RECENSIONE.errore);
    }
  });

  return (
    <Dialogo titolo={recensione ? MESSAGGI_RECENSIONE.modifica : MESSAGGI_RECENSIONE.titolo} onChiudi={() => !isSubmitting && onChiudi()}>
      <form noValidate onSubmit={onSubmit} className="space-y-4 text-sm">
        <p className="text-slate-600">Ordine {codice}. La recensione è pubblica sulla pagina del venditore.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {ASSI.map((asse) => (
            <SceltaStelle
              key={asse}
              etichetta={ETICHETTE_ASSE_RECENSIONE[asse]}
              valore={watch(asse)}
              onScegli={(n) => setValue(asse, n, { shouldValidate: true })}
              errore={errors[asse]?.message}
            />
          ))}
        </div>
        <AreaTesto
          id={`${id}-testo`}
          label="Racconta com'è andata (facoltativo)"
          rows={4}
          maxLength={MAX_TESTO_RECENSIONE}
          placeholder="Es. Ricambio come da descrizione, spedito in due giorni."
          {...campo('testo')}
        />
        <p className="-mt-3 text-right text-xs text-slate-500 tabular-nums">
          {testo.length}/{MAX_TESTO_RECENSIONE}
        </p>
        <p className="text-xs text-slate-500">Numeri di telefono, e-mail e IBAN nel testo vengono nascosti.</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variante="secondary" onClick={onChiudi} disabled={isSubmitting}>
            Annulla
          </Button>
          <Button type="submit" inAttesa={isSubmitting}>
            {recensione ? 'Salva modifiche' : 'Pubblica recensione'}
          </Button>
        </div>
      </form>
    </Dialogo>
  );
}
