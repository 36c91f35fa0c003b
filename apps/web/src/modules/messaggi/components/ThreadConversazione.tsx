import { MESSAGGI_CONVERSAZIONE } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { ArrowLeft, Flag, ShieldAlert } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import { ApiError } from '../../../lib/graphql/api-error';
import { Button } from '../../ui/components/Button';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import type { Conversazione, Messaggio } from '../api/conversazione.fragment';
import { useSegnaLetta, useThread } from '../hooks/useMessaggi';
import { ScriviMessaggio } from './ScriviMessaggio';
import { SegnalaConversazioneDialogo } from './SegnalaConversazioneDialogo';

const M = MESSAGGI_CONVERSAZIONE;

/** The back link of a phone, where the list and the thread take the screen in turn. */
function Indietro() {
  return (
    <Link to="/messaggi" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline lg:hidden">
      <ArrowLeft aria-hidden className="size-4" />
      {M.tutte}
    </Link>
  );
}

function linkSoggetto(conversazione: Conversazione): { to: string; label: string } | null {
  if (conversazione.autoId) return { to: `/inserzione/${conversazione.autoId}`, label: M.apriInserzione };
  if (conversazione.ordineId) return { to: `/${conversazione.ruolo}/ordini?ordine=${conversazione.ordineId}`, label: M.apriOrdine };
  return null;
}

/**
 * One conversation: its messages oldest first, the caller's on the right, texts as plain text (escaped by React, no link
 * made clickable, line breaks kept); older pages on request; read as soon as it shows unread messages.
 */
export function ThreadConversazione({ id }: { id: string }) {
  const thread = useThread(id);
  const segnaLetta = useSegnaLetta();
  const [segnalando, setSegnalando] = useState(false);
  const conversazione = thread.data?.pages[0]?.conversazione;
  const nonLetti = conversazione?.nonLetti ?? 0;
  const { mutate: segna } = segnaLetta;

  useEffect(() => {
    if (nonLetti > 0) segna(id);
  }, [id, nonLetti, thread.dataUpdatedAt, segna]);

  if (thread.isPending) {
    return (
      <div aria-busy="true" aria-label={M.caricamentoMessaggi} className="flex flex-1 flex-col gap-3 p-4">
        <div className="h-6 w-48 animate-pulse rounded bg-slate-100" />
        <div className="h-14 w-2/3 animate-pulse rounded-2xl bg-slate-100" />
        <div className="ml-auto h-14 w-1/2 animate-pulse rounded-2xl bg-slate-100" />
        <div className="h-10 w-3/5 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    );
  }
  if (thread.isError) {
    const nonTrovata = thread.error instanceof ApiError && thread.error.code === 'CONVERSATION_NOT_FOUND';
    return (
      <div className="flex flex-1 flex-col gap-4 p-4">
        <Indietro />
        {nonTrovata ? (
          <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600">{M.nonTrovata}</p>
        ) : (
          <ErroreCaricamento messaggio={M.caricamento} onRiprova={() => void thread.refetch()} inAttesa={thread.isRefetching} />
        )}
      </div>
    );
  }

  const attuale = conversazione;
  if (!attuale) return null;
  // Pages come newest first, each one before the last: read backwards they are the thread in order.
  const messaggi = [...thread.data.pages].reverse().flatMap((pagina) => pagina.messaggi);
  const soggetto = linkSoggetto(attuale);

  return (
    <section aria-label={`Conversazione: ${attuale.titolo}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2 border-b border-slate-200 px-4 py-3">
        <div className="min-w-48 flex-1">
          <Indietro />
          <h2 className="truncate text-base font-semibold text-slate-900">{attuale.titolo}</h2>
          <p className="truncate text-sm text-slate-600">
            {attuale.interlocutore}
            {soggetto && (
              <>
                {' · '}
                <Link to={soggetto.to} className="font-medium text-brand-700 hover:underline">
                  {soggetto.label}
                </Link>
              </>
            )}
          </p>
        </div>
        {attuale.segnalata ? (
          <span className="inline-flex items-center gap-1.5 self-center rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600">
            <Flag aria-hidden className="size-3.5" />
            {M.segnalataBreve}
          </span>
        ) : (
          <Button variante="ghost" className="px-3 py-1.5" onClick={() => setSegnalando(true)}>
            <Flag aria-hidden className="size-4" />
            {M.segnala}
          </Button>
        )}
      </header>
      {attuale.mascherata && (
        <p className="flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-900">
          <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {M.notaMascheramento}
        </p>
      )}
      <Messaggi
        messaggi={messaggi}
        interlocutore={attuale.interlocutore}
        precedenti={
          thread.hasNextPage ? (
            <Button variante="secondary" className="px-3 py-1.5" inAttesa={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()}>
              {M.precedenti}
            </Button>
          ) : null
        }
      />
      <ScriviMessaggio key={id} conversazioneId={id} />
      {segnalando && <SegnalaConversazioneDialogo conversazioneId={id} onChiudi={() => setSegnalando(false)} />}
    </section>
  );
}

interface MessaggiProps {
  messaggi: Messaggio[];
  interlocutore: string;
  precedenti: ReactNode;
}

/** The messages' scrolling pane, brought to the newest when one arrives but left alone when older ones load above. */
function Messaggi({ messaggi, interlocutore, precedenti }: MessaggiProps) {
  const pannello = useRef<HTMLDivElement>(null);
  const ultimo = messaggi.at(-1)?.id;

  useLayoutEffect(() => {
    const elemento = pannello.current;
    if (elemento) elemento.scrollTop = elemento.scrollHeight;
  }, [ultimo]);

  return (
    <div ref={pannello} className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-4 py-4">
      {precedenti && <div className="mb-4 flex justify-center">{precedenti}</div>}
      {messaggi.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500">{M.vuota}</p>
      ) : (
        <ol aria-label="Messaggi" className="space-y-3">
          {messaggi.map((messaggio) => (
            <li key={messaggio.id} className={clsx('flex', messaggio.mio ? 'justify-end' : 'justify-start')}>
              <div
                className={clsx(
                  'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-sm sm:max-w-[75%]',
                  messaggio.mio ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900',
                )}
              >
                <span className="sr-only">{messaggio.mio ? M.tu : interlocutore}: </span>
                <p className="whitespace-pre-line wrap-anywhere">{messaggio.testo}</p>
                <time
                  dateTime={messaggio.createdAt}
                  className={clsx('mt-1 block text-right text-[11px]', messaggio.mio ? 'text-brand-100' : 'text-slate-500')}
                >
                  {formattaDataOra(messaggio.createdAt)}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
