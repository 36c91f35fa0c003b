import { etichettaMessaggi } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { MessagesSquare } from 'lucide-react';
import { NavLink } from 'react-router';
import { useMessaggiNonLetti } from '../hooks/useMessaggi';
import { ContatoreMessaggi } from './ContatoreMessaggi';

/** The navbar's way to /messaggi, beside the bell, with the unread count (docs/rules.md §3.18). */
export function LinkMessaggi() {
  const { data: nonLetti = 0 } = useMessaggiNonLetti();
  return (
    <NavLink
      to="/messaggi"
      aria-label={etichettaMessaggi(nonLetti)}
      className={({ isActive }) =>
        clsx(
          'relative inline-flex size-10 items-center justify-center rounded-lg transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
          isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      <MessagesSquare aria-hidden className="size-5" />
      <ContatoreMessaggi senzaTesto className="absolute -right-0.5 -top-0.5 ring-2 ring-white" />
    </NavLink>
  );
}
