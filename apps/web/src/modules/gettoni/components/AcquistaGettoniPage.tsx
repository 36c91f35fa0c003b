import { conteggio, COSTO_GETTONI, MESSAGGI } from '@ricambiamo/contracts';
import { toast } from '../../../lib/browser/avvisi';
import { apriUrlEsterno } from '../../../lib/browser/apri-url-esterno';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { useAvviaCheckout } from '../hooks/useAvviaCheckout';
import { usePacchettiGettoni } from '../hooks/usePacchettiGettoni';
import { ConfrontoMarketplace } from './ConfrontoMarketplace';
import { PacchettoCard } from './PacchettoCard';
import { StoricoGettoni } from './StoricoGettoni';

function ScheletroPacchetti() {
  return (
    <div aria-hidden className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      {[0, 1, 2, 3, 4].map((scheda) => (
        <div key={scheda} className="h-72 animate-pulse rounded-2xl border border-slate-200 bg-white" />
      ))}
    </div>
  );
}

export function AcquistaGettoniPage() {
  const pacchetti = usePacchettiGettoni();
  const avvia = useAvviaCheckout();

  const acquista = async (packId: string) => {
    try {
      const { url } = await avvia.mutateAsync(packId);
      // docs/rules.md §7: an answer without a URL is an error, not a silent stay on the page.
      if (!url) {
        toast.error(MESSAGGI.gettoni.nessunUrlCheckout);
        return;
      }
      apriUrlEsterno(url);
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI.gettoni.erroreAcquisto));
    }
  };

  return (
    <div className="space-y-8">
      <IntestazionePagina titolo="Acquista Gettoni" classeDescrizione="max-w-2xl">
        Con {conteggio(COSTO_GETTONI.creazioneInserzione, 'gettone', 'gettoni')} pubblichi un&apos;inserzione completa, un
        veicolo con tutti i suoi ricambi; ogni modifica costa {conteggio(COSTO_GETTONI.modificaInserzione, 'gettone', 'gettoni')}.
        I gettoni non scadono.
      </IntestazionePagina>

      <section aria-labelledby="pacchetti">
        <h2 id="pacchetti" className="sr-only">
          Pacchetti di gettoni
        </h2>
        {pacchetti.isPending ? (
          <ScheletroPacchetti />
        ) : pacchetti.isError ? (
          <ErroreCaricamento onRiprova={() => void pacchetti.refetch()} inAttesa={pacchetti.isRefetching} />
        ) : (
          <div className="grid gap-5 pt-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            {pacchetti.data.map((pacchetto) => (
              <PacchettoCard
                key={pacchetto.id}
                pacchetto={pacchetto}
                inElaborazione={avvia.isPending && avvia.variables === pacchetto.id}
                disabilitato={avvia.isPending}
                onAcquista={() => void acquista(pacchetto.id)}
              />
            ))}
          </div>
        )}
      </section>

      {pacchetti.data && <ConfrontoMarketplace pacchetti={pacchetti.data} />}
      <StoricoGettoni />
    </div>
  );
}
