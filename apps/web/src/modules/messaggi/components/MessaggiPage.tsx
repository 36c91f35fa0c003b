import { MESSAGGI_CONVERSAZIONE } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { useConversazioni } from '../hooks/useMessaggi';
import { ElencoConversazioni } from './ElencoConversazioni';
import { ThreadConversazione } from './ThreadConversazione';

const M = MESSAGGI_CONVERSAZIONE;

/**
 * /messaggi and /messaggi/:id, for buyers and sellers alike (docs/rules.md §3.18). From a laptop's width the list and the
 * open thread sit side by side; narrower, the list and the thread take the screen in turn, the thread with a way back.
 */
export function MessaggiPage() {
  const { id } = useParams();
  const conversazioni = useConversazioni();

  let elenco;
  if (conversazioni.isPending) {
    elenco = (
      <div aria-busy="true" aria-label={M.caricamentoConversazioni} className="divide-y divide-slate-100">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-2 px-4 py-3">
            <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
            <div className="h-3 w-5/6 animate-pulse rounded bg-slate-100" />
          </div>
        ))}
      </div>
    );
  } else if (conversazioni.isError) {
    elenco = (
      <div className="p-4">
        <ErroreCaricamento messaggio={M.caricamento} onRiprova={() => void conversazioni.refetch()} inAttesa={conversazioni.isRefetching} />
      </div>
    );
  } else if (conversazioni.data.length === 0 && !id) {
    return (
      <Pagina>
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <MessagesSquare aria-hidden className="size-10 text-brand-600" />
          <p className="mt-3 text-lg font-semibold text-slate-900">{M.nessuna}</p>
          <p className="mt-1 max-w-md text-sm text-slate-600">{M.nessunaTesto}</p>
        </div>
      </Pagina>
    );
  } else {
    elenco = <ElencoConversazioni conversazioni={conversazioni.data} apertaId={id} />;
  }

  return (
    <Pagina>
      <div className="flex h-[calc(100dvh-15rem)] min-h-[26rem] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:h-[calc(100dvh-14rem)] lg:min-h-[32rem]">
        <nav
          aria-label="Elenco conversazioni"
          className={clsx('min-h-0 w-full flex-col overflow-y-auto lg:flex lg:w-80 lg:shrink-0 lg:border-r lg:border-slate-200', id ? 'hidden' : 'flex')}
        >
          {elenco}
        </nav>
        <div className={clsx('min-h-0 min-w-0 flex-1 flex-col lg:flex', id ? 'flex' : 'hidden')}>
          {id ? (
            <ThreadConversazione key={id} id={id} />
          ) : (
            <p className="m-auto px-6 text-center text-sm text-slate-500">{M.scegli}</p>
          )}
        </div>
      </div>
    </Pagina>
  );
}

function Pagina({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-5">
      <IntestazionePagina titolo={M.titolo} classeDescrizione="max-w-2xl">
        {M.descrizione}
      </IntestazionePagina>
      {children}
    </div>
  );
}
