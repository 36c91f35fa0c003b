import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../ui/components/Button';
import { Modale } from '../../ui/components/Modale';
import { TESTI_RICERCHE } from '../api/testi';

interface ConfermaEliminaRicercaProps {
  nome: string;
  inAttesa: boolean;
  onConferma: () => void;
  onAnnulla: () => void;
}

/** Deleting a saved search asks first: its alerts and its matches go with it. */
export function ConfermaEliminaRicerca({ nome, inAttesa, onConferma, onAnnulla }: ConfermaEliminaRicercaProps) {
  const id = useId();
  return (
    // The safe choice gets the focus, so Enter never deletes by accident.
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
          <h2 id={`${id}-titolo`} className="text-lg font-semibold wrap-anywhere text-slate-900">
            {TESTI_RICERCHE.eliminare(nome)}
          </h2>
          <p id={`${id}-testo`} className="mt-2 text-sm text-slate-600">
            {TESTI_RICERCHE.eliminareTesto}
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button data-annulla variante="secondary" onClick={onAnnulla} disabled={inAttesa}>
          Annulla
        </Button>
        <Button onClick={onConferma} inAttesa={inAttesa} className="bg-red-600 hover:bg-red-700 focus-visible:outline-red-600">
          {TESTI_RICERCHE.elimina}
        </Button>
      </div>
    </Modale>
  );
}
