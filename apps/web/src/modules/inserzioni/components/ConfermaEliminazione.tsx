import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../ui/components/Button';
import { Modale } from '../../ui/components/Modale';

interface ConfermaEliminazioneProps {
  titolo: string;
  inAttesa: boolean;
  onConferma: () => void;
  onAnnulla: () => void;
}

/** docs/rules.md §3: deleting asks first, and says the car leaves its yard area (docs/architecture.md#deleting-a-listing: it does so by itself). */
export function ConfermaEliminazione({ titolo, inAttesa, onConferma, onAnnulla }: ConfermaEliminazioneProps) {
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
        <div>
          <h2 id={`${id}-titolo`} className="text-lg font-semibold text-slate-900">
            Eliminare {titolo}?
          </h2>
          <div id={`${id}-testo`} className="mt-2 space-y-2 text-sm text-slate-600">
            <p>L&apos;inserzione e tutti i suoi ricambi non saranno più visibili. L&apos;operazione non si può annullare.</p>
            <p className="font-medium text-amber-800">
              Se l&apos;auto è assegnata a un&apos;area del Parco Macchine, verrà tolta dall&apos;area.
            </p>
          </div>
        </div>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button data-annulla variante="secondary" onClick={onAnnulla} disabled={inAttesa}>
          Annulla
        </Button>
        <Button onClick={onConferma} inAttesa={inAttesa} className="bg-red-600 hover:bg-red-700 focus-visible:outline-red-600">
          Elimina
        </Button>
      </div>
    </Modale>
  );
}
