import { conteggio, MESSAGGI } from '@ricambiamo/contracts';
import { Coins, FlaskConical, Lock, ShieldOff, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/browser/avvisi';
import { formattaEuro } from '@ricambiamo/contracts';
import { ApiError } from '../../../lib/graphql/api-error';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { Button, buttonClasses } from '../../ui/components/Button';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { Logo } from '../../ui/components/Logo';
import { PageSpinner } from '../../ui/components/PageSpinner';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import type { Acquisto } from '../api/acquisto';
import { useAnnullaCheckoutSviluppo } from '../hooks/useAnnullaCheckoutSviluppo';
import { useCheckoutSviluppo } from '../hooks/useCheckoutSviluppo';
import { usePagaCheckoutSviluppo } from '../hooks/usePagaCheckoutSviluppo';

const PACCHETTI = '/venditore/acquista-gettoni';

function Avviso({ icona, titolo, children }: { icona: ReactNode; titolo: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">{icona}</span>
      <h1 className="mt-4 text-xl font-bold text-slate-900">{titolo}</h1>
      <div className="mt-2 text-sm text-slate-600">{children}</div>
      <Link to={PACCHETTI} className={buttonClasses('primary', 'mt-6')}>
        Torna ai pacchetti
      </Link>
    </div>
  );
}

function Pagamento({ acquisto }: { acquisto: Acquisto }) {
  const navigate = useNavigate();
  const paga = usePagaCheckoutSviluppo();
  const annulla = useAnnullaCheckoutSviluppo();
  const inCorso = paga.isPending || annulla.isPending;
  const importo = formattaEuro(acquisto.prezzoCentesimi);

  const onPaga = async () => {
    try {
      await paga.mutateAsync(acquisto.sessionId);
      await navigate(`${PACCHETTI}/success?session_id=${encodeURIComponent(acquisto.sessionId)}`);
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI.gettoni.erroreAcquisto));
    }
  };

  const onAnnulla = async () => {
    try {
      await annulla.mutateAsync(acquisto.sessionId);
      toast.info('Pagamento annullato: non ti è stato addebitato nulla.');
      await navigate(PACCHETTI);
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI.gettoni.erroreAcquisto));
    }
  };

  if (acquisto.status !== 'pending') {
    return (
      <Avviso icona={<Lock aria-hidden className="size-7" />} titolo="Sessione di pagamento chiusa">
        <p>
          {acquisto.status === 'paid'
            ? 'Questo acquisto è già stato pagato e i gettoni sono stati accreditati.'
            : 'Questo acquisto è stato annullato e non ti è stato addebitato nulla.'}
        </p>
      </Avviso>
    );
  }

  return (
    <div className="mx-auto grid max-w-4xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg md:grid-cols-2">
      <section aria-label="Riepilogo dell'ordine" className="bg-brand-950 px-6 py-8 text-white sm:px-10 sm:py-10">
        <Logo chiaro />
        <p className="mt-8 text-sm font-medium text-brand-100">Stai pagando</p>
        <p className="mt-1 text-4xl font-extrabold tracking-tight tabular-nums">{importo}</p>
        <dl className="mt-8 space-y-3 border-t border-white/10 pt-6 text-sm">
          <div className="flex items-center justify-between gap-4">
            <dt className="flex items-center gap-2">
              <Coins aria-hidden className="size-4 text-amber-300" />
              Pacchetto {conteggio(acquisto.gettoni, 'gettone', 'gettoni')}
            </dt>
            <dd className="tabular-nums">{importo}</dd>
          </div>
          <div className="flex items-center justify-between gap-4 border-t border-white/10 pt-3 font-semibold">
            <dt>Totale</dt>
            <dd className="tabular-nums">{importo}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="pagamento" className="flex flex-col px-6 py-8 sm:px-10 sm:py-10">
        <h1 id="pagamento" className="text-xl font-bold text-slate-900">
          Pagamento
        </h1>
        <div className="mt-6 rounded-xl bg-gradient-to-br from-slate-700 to-slate-900 p-5 text-white shadow-md">
          <div className="flex items-center justify-between text-xs uppercase tracking-wider text-slate-300">
            <span>Carta di prova</span>
            <FlaskConical aria-hidden className="size-4" />
          </div>
          <p className="mt-6 font-mono text-lg tracking-widest text-slate-300">•••• •••• •••• ••••</p>
          <p className="mt-4 text-xs text-slate-300">Nessun dato di pagamento richiesto</p>
        </div>
        <p className="mt-4 text-sm text-slate-600">
          Premendo «Paga» la piattaforma riceve la stessa notifica firmata che invierebbe Stripe e accredita i gettoni.
        </p>
        <div className="mt-auto flex flex-col gap-3 pt-8 sm:flex-row-reverse">
          <Button className="sm:flex-1" onClick={() => void onPaga()} inAttesa={paga.isPending} disabled={inCorso}>
            <Lock aria-hidden className="size-4" />
            Paga {importo}
          </Button>
          <Button variante="secondary" className="sm:flex-1" onClick={() => void onAnnulla()} inAttesa={annulla.isPending} disabled={inCorso}>
            Annulla
          </Button>
        </div>
      </section>
    </div>
  );
}

/** Stands in for Stripe's hosted page when no Stripe keys are configured (docs/architecture.md#token-purchase). */
export function CheckoutSviluppoPage() {
  const { sessionId = '' } = useParams();
  const checkout = useCheckoutSviluppo(sessionId);

  let contenuto: ReactNode;
  if (checkout.isPending) {
    contenuto = <PageSpinner />;
  } else if (checkout.error instanceof ApiError && checkout.error.code === 'FORBIDDEN') {
    contenuto = (
      <Avviso icona={<ShieldOff aria-hidden className="size-7" />} titolo="Checkout di sviluppo disabilitato">
        <p>I pagamenti passano da Stripe: il checkout di sviluppo non è disponibile in questo ambiente.</p>
      </Avviso>
    );
  } else if (checkout.error instanceof ApiError && checkout.error.code === 'NOT_FOUND') {
    contenuto = (
      <Avviso icona={<SearchX aria-hidden className="size-7" />} titolo="Sessione di pagamento non trovata">
        <p>Il link non corrisponde a un acquisto di gettoni sul tuo account.</p>
      </Avviso>
    );
  } else if (checkout.isError) {
    contenuto = <ErroreCaricamento onRiprova={() => void checkout.refetch()} inAttesa={checkout.isRefetching} />;
  } else {
    contenuto = <Pagamento acquisto={checkout.data} />;
  }

  return (
    <div className="px-4 py-8 sm:px-6 md:py-12">
      <TitoloPagina titolo="Checkout di sviluppo" />
      <p
        role="note"
        className="mx-auto mb-8 flex max-w-4xl items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        <FlaskConical aria-hidden className="size-5 shrink-0 text-amber-600" />
        <span>
          <strong className="font-semibold">Ambiente di sviluppo — nessun pagamento reale.</strong> Questa pagina sostituisce
          Stripe quando non sono configurate le chiavi di pagamento.
        </span>
      </p>
      {contenuto}
    </div>
  );
}
