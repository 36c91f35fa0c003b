import { MESSAGGI } from '@ricambiamo/contracts';
import { CircleX, RefreshCw, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { Button } from '../../ui/components/Button';
import { Modale } from '../../ui/components/Modale';
import type { Richiesta } from '../api/richiesta.fragment';
import { TESTI_RICHIESTE } from '../api/testi';
import { useChiudiRichiesta, useRinnovaRichiesta } from '../hooks/useRichieste';

const T = TESTI_RICHIESTE;

/** Its buyer's commands on a request: Chiudi while open, after asking; Rinnova once its days ran out. */
export function AzioniRichiesta({ richiesta }: { richiesta: Pick<Richiesta, 'id' | 'stato' | 'motivoChiusura'> }) {
  const chiudi = useChiudiRichiesta();
  const rinnova = useRinnovaRichiesta();
  const [conferma, setConferma] = useState(false);
  const aperta = richiesta.stato === 'aperta';
  const scaduta = richiesta.motivoChiusura === 'scaduta';
  if (!aperta && !scaduta) return null;

  const esegui = async (comando: typeof chiudi, riuscito: string) => {
    try {
      await comando.mutateAsync(richiesta.id);
      toast.success(riuscito);
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI.generico));
    }
    setConferma(false);
  };

  return (
    <div className="flex flex-wrap justify-end gap-2">
      {aperta && (
        <Button variante="ghost" onClick={() => setConferma(true)} className="hover:bg-red-50 hover:text-red-700">
          <CircleX aria-hidden className="size-4" />
          {T.chiudi}
        </Button>
      )}
      {scaduta && (
        <Button variante="secondary" onClick={() => void esegui(rinnova, T.rinnovata)} inAttesa={rinnova.isPending}>
          <RefreshCw aria-hidden className="size-4" />
          {T.rinnova}
        </Button>
      )}
      {conferma && (
        <ConfermaChiusura inAttesa={chiudi.isPending} onConferma={() => void esegui(chiudi, T.chiusa)} onAnnulla={() => setConferma(false)} />
      )}
    </div>
  );
}

interface ConfermaChiusuraProps {
  inAttesa: boolean;
  onConferma: () => void;
  onAnnulla: () => void;
}

/** Closing asks first: a closed request does not open again. */
function ConfermaChiusura({ inAttesa, onConferma, onAnnulla }: ConfermaChiusuraProps) {
  const id = useId();
  return (
    // The safe choice gets the focus, so Enter never closes by accident.
    <Modale
      ruolo="alertdialog"
      titoloId={`${id}-titolo`}
      descrizioneId={`${id}-testo`}
      onChiudi={() => !inAttesa && onAnnulla()}
      focusIniziale="[data-annulla]"
      className="max-w-md"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700">
          <TriangleAlert aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-titolo`} className="text-lg font-semibold text-slate-900">
            {T.chiudere}
          </h2>
          <p id={`${id}-testo`} className="mt-2 text-sm text-slate-600">
            {T.chiudereTesto}
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button data-annulla variante="secondary" onClick={onAnnulla} disabled={inAttesa}>
          Annulla
        </Button>
        <Button onClick={onConferma} inAttesa={inAttesa} className="bg-red-600 hover:bg-red-700 focus-visible:outline-red-600">
          {T.chiudiRichiesta}
        </Button>
      </div>
    </Modale>
  );
}
