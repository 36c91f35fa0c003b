import { conteggio, MESSAGGI } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { CircleCheck, CircleX, Clock, LayoutDashboard, PlusCircle, RotateCcw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/graphql/api-error';
import { Button, buttonClasses } from '../../ui/components/Button';
import { LinkPulsante } from '../../ui/components/LinkPulsante';
import { Spinner } from '../../ui/components/Spinner';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import { useEsitoAcquisto } from '../hooks/useEsitoAcquisto';

const PACCHETTI = '/venditore/acquista-gettoni';

const toni = {
  successo: 'bg-emerald-50 text-emerald-600',
  attesa: 'bg-amber-50 text-amber-600',
  errore: 'bg-red-50 text-red-600',
  neutro: 'bg-slate-100 text-slate-500',
} as const;

function Esito({
  icona,
  tono,
  titolo,
  children,
  azioni,
}: {
  icona: ReactNode;
  tono: keyof typeof toni;
  titolo: string;
  children: ReactNode;
  azioni: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10">
      <TitoloPagina titolo={titolo} />
      <span className={clsx('mx-auto flex size-16 items-center justify-center rounded-full', toni[tono])}>{icona}</span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{titolo}</h1>
      <div className="mt-2 space-y-1 text-sm text-slate-600">{children}</div>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{azioni}</div>
    </section>
  );
}

const tornaAiPacchetti = (
  <Link to={PACCHETTI} className={buttonClasses('primary')}>
    Torna ai pacchetti
  </Link>
);

const vaiAllaDashboard = (
  <LinkPulsante to="/venditore" icona={LayoutDashboard} variante="secondary">
    Vai alla Dashboard
  </LinkPulsante>
);

function EsitoSessione({ sessionId }: { sessionId: string }) {
  const { acquisto, errore, inCaricamento, inVerifica, inAttesaTroppoLunga, riprova } = useEsitoAcquisto(sessionId);
  // Asks tokens again for the purchase: after an error, or while the payment is still being confirmed.
  const verifica = (etichetta: string) => (
    <Button onClick={riprova} inAttesa={inVerifica}>
      <RotateCcw aria-hidden className="size-4" />
      {etichetta}
    </Button>
  );

  if (errore instanceof ApiError && errore.code === 'NOT_FOUND') {
    return (
      <Esito icona={<SearchX aria-hidden className="size-8" />} tono="neutro" titolo="Acquisto non trovato" azioni={tornaAiPacchetti}>
        <p>Non troviamo un acquisto di gettoni con questo codice sul tuo account.</p>
      </Esito>
    );
  }
  if (errore) {
    return (
      <Esito
        icona={<CircleX aria-hidden className="size-8" />}
        tono="errore"
        titolo="Impossibile verificare il pagamento"
        azioni={verifica('Riprova')}
      >
        <p>{MESSAGGI.dati.erroreCaricamento}. Se il pagamento è andato a buon fine, i gettoni non andranno persi.</p>
      </Esito>
    );
  }
  if (inCaricamento || (acquisto?.status === 'pending' && !inAttesaTroppoLunga)) {
    return (
      <Esito
        icona={<Spinner className="size-8" label="Verifica del pagamento in corso" />}
        tono="attesa"
        titolo="Conferma del pagamento in corso"
        azioni={null}
      >
        <p>Stiamo ricevendo la conferma del pagamento: ci vorrà qualche secondo.</p>
      </Esito>
    );
  }
  if (!acquisto) return null;

  switch (acquisto.status) {
    case 'paid':
      return (
        <Esito
          icona={<CircleCheck aria-hidden className="size-8" />}
          tono="successo"
          titolo="Pagamento completato"
          azioni={
            <>
              {vaiAllaDashboard}
              <LinkPulsante to="/venditore/nuova-inserzione" icona={PlusCircle}>
                Crea un&apos;inserzione
              </LinkPulsante>
            </>
          }
        >
          <p className="text-base text-slate-700">
            Ti sono stati accreditati <strong className="text-slate-900">{conteggio(acquisto.gettoni, 'gettone', 'gettoni')}</strong>.
          </p>
          <p>
            Nuovo saldo: <strong className="text-slate-900">{conteggio(acquisto.saldo, 'gettone', 'gettoni')}</strong>
          </p>
        </Esito>
      );
    case 'pending':
      return (
        <Esito
          icona={<Clock aria-hidden className="size-8" />}
          tono="attesa"
          titolo="Pagamento in elaborazione"
          azioni={
            <>
              {verifica('Verifica di nuovo')}
              {vaiAllaDashboard}
            </>
          }
        >
          <p>
            Il pagamento è in elaborazione: il saldo si aggiornerà appena ricevuta la conferma. Puoi chiudere questa
            pagina, i gettoni verranno accreditati comunque.
          </p>
        </Esito>
      );
    case 'cancelled':
      return (
        <Esito icona={<CircleX aria-hidden className="size-8" />} tono="neutro" titolo="Pagamento annullato" azioni={tornaAiPacchetti}>
          <p>Questo acquisto è stato annullato e non ti è stato addebitato nulla.</p>
        </Esito>
      );
  }
}

export function EsitoAcquistoPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  if (!sessionId) {
    return (
      <Esito icona={<SearchX aria-hidden className="size-8" />} tono="neutro" titolo="Nessun pagamento da verificare" azioni={tornaAiPacchetti}>
        <p>Il link non indica alcun acquisto. Scegli un pacchetto per acquistare gettoni.</p>
      </Esito>
    );
  }
  return <EsitoSessione sessionId={sessionId} />;
}
