import clsx from 'clsx';
import { NavLink } from 'react-router';
import type { Utente } from '../../auth/api/utente';
import { VOCI_SIDEBAR } from './voci-sidebar';

interface VociAreaProps {
  utente: Pick<Utente, 'id' | 'ruolo'>;
  /** The sidebar's rows, or the phone drawer's taller ones, a thumb's size. */
  misura: 'sidebar' | 'cassetto';
  /** A choice made: the drawer closes, even on the entry of the page already open. */
  onScelta?: () => void;
}

/** docs/rules.md §3 sidebar entries of the user's area, in the desktop sidebar and in the phone's drawer alike. */
export function VociArea({ utente, misura, onScelta }: VociAreaProps) {
  return VOCI_SIDEBAR[utente.ruolo].map(({ to, label, icona: Icona, sottopagine = false, contatore: Contatore }) => (
    <NavLink
      key={label}
      to={typeof to === 'function' ? to(utente.id) : to}
      end={!sottopagine}
      onClick={onScelta}
      className={({ isActive }) =>
        clsx(
          'flex items-center gap-3 rounded-lg px-3 font-medium transition-colors',
          misura === 'sidebar' ? 'py-2 text-sm' : 'py-2.5 text-base',
          isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      <Icona aria-hidden className={misura === 'sidebar' ? 'size-4' : 'size-5'} />
      {label}
      {Contatore && <Contatore className="ml-auto" />}
    </NavLink>
  ));
}
