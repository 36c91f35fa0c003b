import { contatoreBreve, MESSAGGI_CONVERSAZIONE } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { useMessaggiNonLetti } from '../hooks/useMessaggi';

/**
 * The unread messages' badge, nothing when there are none. A screen reader hears the count in words after the link's
 * label ("Messaggi, 2 non letti"), not the badge's "9+"; `senzaTesto` where the link's own name says it already.
 */
export function ContatoreMessaggi({ className, senzaTesto = false }: { className?: string; senzaTesto?: boolean }) {
  const { data: nonLetti = 0 } = useMessaggiNonLetti();
  if (nonLetti === 0) return null;
  return (
    <>
      <span
        aria-hidden
        className={clsx(
          'flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold tabular-nums text-white',
          className,
        )}
      >
        {contatoreBreve(nonLetti)}
      </span>
      {!senzaTesto && <span className="sr-only">, {MESSAGGI_CONVERSAZIONE.nonLetti(nonLetti)}</span>}
    </>
  );
}
