import { MESSAGGI } from '@ricambiamo/contracts';
import { Check, X } from 'lucide-react';
import { toast } from '../../../lib/browser/avvisi';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { Button } from '../../ui/components/Button';
import { autoDaApplicare, gettoniMancanti, type Importazione } from '../api/importazione';
import { useAnnullaImportazione } from '../hooks/useAnnullaImportazione';
import { useConfermaImportazione } from '../hooks/useConfermaImportazione';
import { RiepilogoAnteprima } from './RiepilogoAnteprima';
import { RigheImportazione } from './RigheImportazione';

/** A dropped preview brings the form back at once; this says that nothing happened. */
const ANNULLATA = 'Anteprima annullata: nessuna auto è stata modificata e nessun gettone è stato addebitato.';

/**
 * The analysed file before anything is written or charged: the summary, the choice to confirm or drop it, then every
 * row. Confirming needs something to do and the tokens to pay for it.
 */
export function AnteprimaImportazione({ importazione }: { importazione: Importazione }) {
  const conferma = useConfermaImportazione();
  const annulla = useAnnullaImportazione();
  const nienteDaFare = autoDaApplicare(importazione) === 0;
  const inAttesa = conferma.isPending || annulla.isPending;

  const esegui = async (azione: typeof conferma, fatto?: string) => {
    try {
      await azione.mutateAsync(importazione.id);
      if (fatto) toast.success(fatto);
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI.generico));
    }
  };

  return (
    <div className="space-y-6">
      <RiepilogoAnteprima importazione={importazione} />
      {nienteDaFare && (
        <p className="text-sm text-slate-600">Nessuna auto da creare, modificare o rimuovere: non c&apos;è nulla da confermare.</p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variante="secondary" inAttesa={annulla.isPending} disabled={inAttesa} onClick={() => void esegui(annulla, ANNULLATA)}>
          <X aria-hidden className="size-4" />
          Annulla
        </Button>
        <Button
          inAttesa={conferma.isPending}
          disabled={inAttesa || nienteDaFare || gettoniMancanti(importazione) > 0}
          onClick={() => void esegui(conferma)}
        >
          <Check aria-hidden className="size-4" />
          Conferma importazione
        </Button>
      </div>
      <RigheImportazione importazione={importazione} />
    </div>
  );
}
