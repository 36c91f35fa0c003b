import { MESSAGGI_CONVERSAZIONE } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { Link } from 'react-router';
import type { Conversazione } from '../api/conversazione.fragment';
import { quandoBreve } from '../api/quando';

/** The caller's conversations, latest message first, the open one marked. */
export function ElencoConversazioni({ conversazioni, apertaId }: { conversazioni: Conversazione[]; apertaId: string | undefined }) {
  return (
    <ul aria-label="Conversazioni" className="divide-y divide-slate-100">
      {conversazioni.map((conversazione) => (
        <li key={conversazione.id}>
          <Voce conversazione={conversazione} aperta={conversazione.id === apertaId} />
        </li>
      ))}
    </ul>
  );
}

function Voce({ conversazione, aperta }: { conversazione: Conversazione; aperta: boolean }) {
  const { ultimoMessaggio: ultimo, nonLetti } = conversazione;
  return (
    <Link
      to={`/messaggi/${conversazione.id}`}
      aria-current={aperta ? 'page' : undefined}
      className={clsx(
        'flex gap-3 px-4 py-3 text-sm transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
        aperta ? 'bg-brand-50' : 'hover:bg-slate-50',
      )}
    >
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={clsx('truncate text-slate-900', nonLetti > 0 ? 'font-bold' : 'font-semibold')}>{conversazione.titolo}</span>
          {ultimo && (
            <time dateTime={ultimo.createdAt} className="shrink-0 text-xs text-slate-500">
              {quandoBreve(ultimo.createdAt)}
            </time>
          )}
        </span>
        <span className="block truncate text-slate-600">{conversazione.interlocutore}</span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span className={clsx('truncate', nonLetti > 0 ? 'font-medium text-slate-900' : 'text-slate-500')}>
            {ultimo ? `${ultimo.mio ? `${MESSAGGI_CONVERSAZIONE.tu}: ` : ''}${ultimo.testo}` : '—'}
          </span>
          {nonLetti > 0 && (
            <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-[11px] font-bold tabular-nums text-white">
              <span aria-hidden>{nonLetti}</span>
              <span className="sr-only">{MESSAGGI_CONVERSAZIONE.nonLetti(nonLetti)}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
