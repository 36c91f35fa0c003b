import type { Ruolo } from '@ricambiamo/contracts';
import { Coins, LayoutDashboard, UserRound, type LucideIcon } from 'lucide-react';

export interface VoceSidebar {
  to: string;
  label: string;
  icona: LucideIcon;
}

/** Spec §2 sidebar, limited to the screens that exist; later issues append their entries here. */
export const VOCI_SIDEBAR: Record<Ruolo, VoceSidebar[]> = {
  venditore: [
    { to: '/venditore', label: 'Dashboard', icona: LayoutDashboard },
    { to: '/venditore/acquista-gettoni', label: 'Acquista Gettoni', icona: Coins },
  ],
  acquirente: [
    { to: '/acquirente', label: 'Dashboard', icona: LayoutDashboard },
    { to: '/acquirente/profilo', label: 'Profilo', icona: UserRound },
  ],
};
