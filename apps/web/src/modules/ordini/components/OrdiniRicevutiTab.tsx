import { Inbox } from 'lucide-react';
import { RecensioneOrdine } from '../../recensioni/components/RecensioneOrdine';
import { useRecensioniOrdini } from '../../recensioni/hooks/useRecensioni';
import { completati } from '../api/ordine';
import { useOrdiniRicevuti } from '../hooks/useOrdiniRicevuti';
import { ElencoOrdini } from './ElencoOrdini';
import { OrdineVenditoreCard } from './OrdineVenditoreCard';

/** docs/rules.md §3 seller dashboard, orders tab, for the shared search box's text. */
export function OrdiniRicevutiTab({ ricerca }: { ricerca: string }) {
  const ordini = useOrdiniRicevuti(ricerca);
  const recensioni = useRecensioniOrdini(completati(ordini.data));
  return (
    <ElencoOrdini
      ordini={ordini}
      ricerca={ricerca}
      vuoto={
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <Inbox aria-hidden className="size-10 text-brand-600" />
          <p className="mt-3 text-lg font-semibold text-slate-900">Nessun ordine ricevuto</p>
          <p className="mt-1 max-w-md text-sm text-slate-600">
            Quando un acquirente ordina i tuoi ricambi, qui trovi i suoi dati, l&apos;importo da ricevere e l&apos;indirizzo di spedizione.
          </p>
        </div>
      }
    >
      {(ordine) => (
        <OrdineVenditoreCard
          key={ordine.id}
          ordine={ordine}
          recensione={<RecensioneOrdine ordineId={ordine.id} codice={ordine.codice} ruolo="venditore" stato={recensioni.get(ordine.id)} />}
        />
      )}
    </ElencoOrdini>
  );
}
