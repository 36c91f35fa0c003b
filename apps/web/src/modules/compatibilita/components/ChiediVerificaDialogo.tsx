import { chiediVerificaRequest, MAX_DOMANDA_VERIFICA, MESSAGGI_VERIFICA, nomeVeicolo } from '@ricambiamo/contracts';
import { useId } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { AreaTesto } from '../../ui/components/AreaTesto';
import { Button } from '../../ui/components/Button';
import { Dialogo } from '../../ui/components/Dialogo';
import { TextField } from '../../ui/components/TextField';
import type { VeicoloRichiesto } from '../api/compatibilita-inserzione.query';
import { useChiediVerifica } from '../hooks/useChiediVerifica';

const CAMPI = ['telaioOTarga', 'domanda'] as const;
const schema = chiediVerificaRequest.pick({ telaioOTarga: true, domanda: true });

interface ChiediVerificaDialogoProps {
  autoId: string;
  ricambio: { id: string; nome: string };
  veicolo: VeicoloRichiesto;
  /** The garage's VIN, offered as the answer's start. */
  numeroTelaio: string | null;
  onChiudi: () => void;
}

/** "Chiedi verifica compatibilità" (docs/rules.md §3.14): the buyer's VIN or plate and a question, for the seller. */
export function ChiediVerificaDialogo({ autoId, ricambio, veicolo, numeroTelaio, onChiudi }: ChiediVerificaDialogoProps) {
  const id = useId();
  const chiedi = useChiediVerifica(autoId);
  const {
    campo,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = useFormSchema(schema, { telaioOTarga: numeroTelaio ?? '', domanda: '' });
  const domanda = watch('domanda') ?? '';

  const onSubmit = handleSubmit(async ({ telaioOTarga, domanda: testo }) => {
    try {
      await chiedi.mutateAsync({ ricambioId: ricambio.id, veicolo, telaioOTarga, domanda: testo });
      toast.success(MESSAGGI_VERIFICA.inviata);
      onChiudi();
    } catch (error) {
      reportFormError(error, setError, CAMPI, MESSAGGI_VERIFICA.errore);
    }
  });

  return (
    <Dialogo titolo={MESSAGGI_VERIFICA.titolo} onChiudi={() => !isSubmitting && onChiudi()}>
      <form noValidate onSubmit={onSubmit} className="space-y-4 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-slate-50 p-3 text-slate-700">
          <dt className="text-slate-500">Ricambio</dt>
          <dd className="font-medium text-slate-900">{ricambio.nome}</dd>
          <dt className="text-slate-500">Il tuo veicolo</dt>
          <dd className="font-medium wrap-anywhere text-slate-900">
            {nomeVeicolo(veicolo)}, {veicolo.carburante}, {veicolo.cilindrata} cc{veicolo.codiceMotore ? `, ${veicolo.codiceMotore}` : ''}
          </dd>
        </dl>
        <TextField
          label="Numero di telaio o targa"
          autoComplete="off"
          hint="Il venditore lo usa solo per verificare la compatibilità."
          {...campo('telaioOTarga')}
        />
        <AreaTesto
          id={`${id}-domanda`}
          label="Domanda"
          rows={4}
          maxLength={MAX_DOMANDA_VERIFICA}
          placeholder="Es. Va bene anche con il climatizzatore automatico?"
          {...campo('domanda')}
        />
        <p className="-mt-3 text-right text-xs text-slate-500 tabular-nums">
          {domanda.length}/{MAX_DOMANDA_VERIFICA}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variante="secondary" onClick={onChiudi} disabled={isSubmitting}>
            Annulla
          </Button>
          <Button type="submit" inAttesa={isSubmitting}>
            Invia richiesta
          </Button>
        </div>
      </form>
    </Dialogo>
  );
}
