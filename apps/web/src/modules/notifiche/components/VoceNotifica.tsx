import { MESSAGGI_NOTIFICHE } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { Check, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { percorsoDelSito } from '../../../lib/browser/percorso-del-sito';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import type { Notifica } from '../api/notifica';
import { useEliminaNotifica } from '../hooks/useEliminaNotifica';
import { useSegnaLetta } from '../hooks/useSegnaLetta';

const azioneClasses =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-200/70 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * docs/rules.md §3 panel item: title, message and Italian date, set apart while unread, with its own mark-read and delete. A
 * notification about a screen opens it, which also reads it.
 */
export function VoceNotifica({ notifica, onApri }: { notifica: Notifica; onApri: () => void }) {
  const segnaLetta = useSegnaLetta();
  const elimina = useEliminaNotifica();
  const link = percorsoDelSito(notifica.link);

  const testo = (
    <>
      <span className={clsx('block text-sm', notifica.letta ? 'font-medium text-slate-700' : 'font-semibold text-slate-900')}>
        {notifica.titolo}
      </span>
      <span className="mt-0.5 block text-sm break-words text-slate-600">{notifica.messaggio}</span>
      <time dateTime={notifica.createdAt} className="mt-1 block text-xs text-slate-500">
        {formattaDataOra(notifica.createdAt)}
      </time>
    </>
  );

  return (
    <li className={clsx('flex gap-3 px-4 py-3', notifica.letta ? 'bg-white' : 'bg-brand-50/70')}>
      <span aria-hidden className={clsx('mt-1.5 size-2 shrink-0 rounded-full', notifica.letta ? 'bg-transparent' : 'bg-brand-600')} />
      {link ? (
        <Link
          to={link}
          onClick={() => {
            if (!notifica.letta) segnaLetta.mutate(notifica.id);
            onApri();
          }}
          className="min-w-0 flex-1 rounded-md hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {testo}
        </Link>
      ) : (
        <div className="min-w-0 flex-1">{testo}</div>
      )}
      <div className="-mr-2 -mt-1 flex shrink-0 items-start">
        {!notifica.letta && (
          <button
            type="button"
            aria-label={MESSAGGI_NOTIFICHE.segnaLetta}
            title={MESSAGGI_NOTIFICHE.segnaLetta}
            onClick={() => segnaLetta.mutate(notifica.id)}
            className={azioneClasses}
          >
            <Check aria-hidden className="size-4" />
          </button>
        )}
        <button
          type="button"
          aria-label={MESSAGGI_NOTIFICHE.elimina}
          title={MESSAGGI_NOTIFICHE.elimina}
          onClick={() => elimina.mutate(notifica.id)}
          className={clsx(azioneClasses, 'hover:text-red-700')}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
    </li>
  );
}
