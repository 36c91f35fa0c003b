import { MESSAGGI_RECENSIONE } from '@ricambiamo/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { useSessione } from '../../auth/hooks/useSessione';
import { SegnalaContenuto } from '../../segnalazioni/components/SegnalaContenuto';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { useRecensioniVenditore, useReputazione } from '../hooks/useRecensioni';
import { RecensioneVoce } from './RecensioneVoce';
import { ReputazioneVenditore } from './ReputazioneVenditore';

/**
 * The public seller page's reviews: the seller's record, then the reviews newest first, 10 a page, each with "Segnala"
 * for anyone but the seller.
 */
export function RecensioniVenditore({ venditoreId }: { venditoreId: string }) {
  const [pagina, setPagina] = useState(1);
  const { utente } = useSessione();
  const reputazione = useReputazione(venditoreId);
  const recensioni = useRecensioniVenditore(venditoreId, pagina);

  if (reputazione.isPending || recensioni.isPending) {
    return <div aria-hidden className="h-48 animate-pulse rounded-2xl border border-slate-200 bg-white" />;
  }
  if (reputazione.isError || recensioni.isError) {
    return (
      <ErroreCaricamento
        messaggio={MESSAGGI_RECENSIONE.caricamento}
        onRiprova={() => void Promise.all([reputazione.refetch(), recensioni.refetch()])}
        inAttesa={reputazione.isRefetching || recensioni.isRefetching}
      />
    );
  }
  const { data } = recensioni;
  return (
    <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <ReputazioneVenditore reputazione={reputazione.data} />
      {data.totale === 0 ? (
        <p className="border-t border-slate-100 pt-6 text-slate-600">{MESSAGGI_RECENSIONE.nessuna}</p>
      ) : (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          {data.recensioni.map((recensione) => (
            <li key={recensione.id} className="py-5">
              <RecensioneVoce
                recensione={recensione}
                azioni={
                  // The seller reports the reviews of their orders from the order itself, once each.
                  utente?.id !== venditoreId && (
                    <SegnalaContenuto oggetto="recensione" oggettoId={recensione.id} titolo={`Recensione di ${recensione.autore}`} />
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      {data.pagine > 1 && (
        <nav aria-label="Pagine delle recensioni" className="flex items-center justify-between gap-2 text-sm">
          <Button variante="secondary" className="px-3 py-1.5" disabled={pagina <= 1} onClick={() => setPagina(pagina - 1)}>
            <ChevronLeft aria-hidden className="size-4" /> Precedenti
          </Button>
          <span className="text-slate-600 tabular-nums">
            Pagina {data.pagina} di {data.pagine}
          </span>
          <Button variante="secondary" className="px-3 py-1.5" disabled={pagina >= data.pagine} onClick={() => setPagina(pagina + 1)}>
            Successive <ChevronRight aria-hidden className="size-4" />
          </Button>
        </nav>
      )}
    </div>
  );
}
