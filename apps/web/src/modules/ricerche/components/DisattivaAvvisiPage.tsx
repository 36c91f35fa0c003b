import { MESSAGGI, MESSAGGI_RICERCA } from '@ricambiamo/contracts';
import { BellOff, BookmarkCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/graphql/api-error';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { LinkPulsante } from '../../ui/components/LinkPulsante';
import { Spinner } from '../../ui/components/Spinner';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import { TESTI_RICERCHE } from '../api/testi';
import { useDisattivaAvvisi } from '../hooks/useRicerche';

const T = TESTI_RICERCHE;

/** Failures the link is not to blame for: worth another try. */
const riprovabile = (error: unknown) => error instanceof ApiError && ['NETWORK', 'INTERNAL', 'RATE_LIMITED'].includes(error.code);

/**
 * /avvisi/disattiva?t=<token>, the unsubscribe link of an alert's e-mail, with or without a session. Stopping the e-mails
 * is a mutation the page sends once it shows, never the GET that opened it: a mail scanner that follows links stops nothing.
 */
export function DisattivaAvvisiPage() {
  const token = useSearchParams()[0].get('t');
  const disattiva = useDisattivaAvvisi();
  const { mutate } = disattiva;
  // Once, though development runs effects twice.
  const inviato = useRef(false);

  useEffect(() => {
    if (!token || inviato.current) return;
    inviato.current = true;
    mutate(token);
  }, [token, mutate]);

  let contenuto;
  if (disattiva.isSuccess) {
    contenuto = (
      <>
        <BellOff aria-hidden className="mx-auto size-10 text-brand-600" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight wrap-anywhere text-slate-900">{T.disattivati(disattiva.data)}</h1>
        <p className="mt-2 text-sm text-slate-600">{T.disattivatiTesto}</p>
        <LinkPulsante to="/acquirente/ricerche" icona={BookmarkCheck} className="mt-8">
          {T.vaiARicerche}
        </LinkPulsante>
      </>
    );
  } else if (disattiva.isError && riprovabile(disattiva.error)) {
    contenuto = (
      <ErroreCaricamento
        messaggio={messaggioErrore(disattiva.error, MESSAGGI.generico)}
        onRiprova={() => token && mutate(token)}
        inAttesa={disattiva.isPending}
      />
    );
  } else if (disattiva.isError || !token) {
    contenuto = (
      <div role="alert">
        <CircleX aria-hidden className="mx-auto size-10 text-red-600" />
        <h1 className="mt-4 text-xl font-semibold text-slate-900">{MESSAGGI_RICERCA.linkNonValido}</h1>
      </div>
    );
  } else {
    contenuto = <Spinner className="size-8 text-brand-700" label={T.disattivazione} />;
  }

  return (
    <section className="mx-auto my-16 max-w-xl px-4">
      <TitoloPagina titolo={T.disattiva} />
      <div className="rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10">{contenuto}</div>
    </section>
  );
}
