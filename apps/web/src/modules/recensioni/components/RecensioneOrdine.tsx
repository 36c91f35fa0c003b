import { MESSAGGI_RECENSIONE } from '@ricambiamo/contracts';
import { Flag, MessageSquareReply, Pencil, Star } from 'lucide-react';
import { useState } from 'react';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import { Button } from '../../ui/components/Button';
import type { RecensioneOrdine as StatoRecensione } from '../api/recensioni.queries';
import { RecensioneDialogo } from './RecensioneDialogo';
import { RecensioneVoce } from './RecensioneVoce';
import { RispostaDialogo } from './RispostaDialogo';
import { SegnalaRecensioneDialogo } from './SegnalaRecensioneDialogo';

interface RecensioneOrdineProps {
  ordineId: string;
  codice: string;
  ruolo: 'acquirente' | 'venditore';
  /** The order's review and window; undefined until known (not completed, or not yet read). */
  stato: StatoRecensione | undefined;
}

type Dialogo = 'recensione' | 'risposta' | 'segnala' | null;

/**
 * A completed order's review on its card (docs/rules.md §3.16). The buyer writes it in its window and changes it for
 * 7 days; the seller replies once; either reports it. The server decides each of these again.
 */
export function RecensioneOrdine({ ordineId, codice, ruolo, stato }: RecensioneOrdineProps) {
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  if (!stato) return null;
  const { recensione } = stato;
  const ora = Date.now();
  const chiudi = () => setDialogo(null);

  let contenuto;
  if (recensione) {
    const modificabile = ruolo === 'acquirente' && stato.modificabileFinoAl !== null && ora < Date.parse(stato.modificabileFinoAl);
    const puoRispondere = ruolo === 'venditore' && recensione.risposta === null;
    const puoSegnalare = !stato.segnalata && (ruolo === 'venditore' || recensione.risposta !== null);
    contenuto = (
      <RecensioneVoce
        recensione={recensione}
        azioni={
          <>
            {modificabile && (
              <Button variante="secondary" className="px-3 py-1.5" onClick={() => setDialogo('recensione')}>
                <Pencil aria-hidden className="size-4" /> {MESSAGGI_RECENSIONE.modifica}
              </Button>
            )}
            {puoRispondere && (
              <Button variante="secondary" className="px-3 py-1.5" onClick={() => setDialogo('risposta')}>
                <MessageSquareReply aria-hidden className="size-4" /> {MESSAGGI_RECENSIONE.rispondi}
              </Button>
            )}
            {puoSegnalare && (
              <Button variante="ghost" className="px-3 py-1.5" onClick={() => setDialogo('segnala')}>
                <Flag aria-hidden className="size-4" /> {MESSAGGI_RECENSIONE.segnala}
              </Button>
            )}
            {stato.segnalata && <span className="self-center text-xs text-slate-500">Segnalazione inviata</span>}
          </>
        }
      />
    );
  } else if (ruolo === 'venditore') {
    contenuto = <p className="text-slate-500">L&apos;acquirente non ha ancora lasciato una recensione.</p>;
  } else if (stato.recensibileDal === null || stato.recensibileFinoAl === null) {
    return null;
  } else if (ora < Date.parse(stato.recensibileDal)) {
    contenuto = <p className="text-slate-600">Potrai recensire l&apos;ordine dal {formattaDataOra(stato.recensibileDal)}.</p>;
  } else if (ora > Date.parse(stato.recensibileFinoAl)) {
    contenuto = <p className="text-slate-500">{MESSAGGI_RECENSIONE.scaduta}</p>;
  } else {
    contenuto = (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-600">Com&apos;è andata? La tua recensione aiuta gli altri acquirenti.</p>
        <Button variante="accent" className="px-3 py-1.5" onClick={() => setDialogo('recensione')}>
          <Star aria-hidden className="size-4" /> {MESSAGGI_RECENSIONE.lascia}
        </Button>
      </div>
    );
  }

  return (
    <section aria-label="Recensione" className="rounded-xl border border-slate-200 p-4 text-sm">
      <h4 className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">Recensione</h4>
      {contenuto}
      {dialogo === 'recensione' && <RecensioneDialogo ordineId={ordineId} codice={codice} recensione={recensione} onChiudi={chiudi} />}
      {dialogo === 'risposta' && recensione && <RispostaDialogo recensioneId={recensione.id} onChiudi={chiudi} />}
      {dialogo === 'segnala' && recensione && <SegnalaRecensioneDialogo recensioneId={recensione.id} onChiudi={chiudi} />}
    </section>
  );
}
