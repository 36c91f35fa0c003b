import type { Ruolo } from '@ricambiamo/contracts';
import {
  BookmarkCheck,
  BookOpenCheck,
  CarFront,
  ChartNoAxesCombined,
  Coins,
  FileCheck,
  FileSpreadsheet,
  LayoutDashboard,
  MapIcon,
  Megaphone,
  MessagesSquare,
  Package,
  PackageSearch,
  PlusCircle,
  Scale,
  SearchCheck,
  Settings,
  ShieldCheck,
  Store,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { ContatoreMessaggi } from '../../messaggi/components/ContatoreMessaggi';

export interface VoceSidebar {
  /** A function for addresses that name the logged-in user, such as the public profile. */
  to: string | ((idUtente: string) => string);
  label: string;
  icona: LucideIcon;
  /** Also the entry of the pages under it, such as a conversation under /messaggi. */
  sottopagine?: boolean;
  /** A badge after the label, such as the unread messages. */
  contatore?: ComponentType<{ className?: string }>;
}

const MESSAGGI: VoceSidebar = { to: '/messaggi', label: 'Messaggi', icona: MessagesSquare, sottopagine: true, contatore: ContatoreMessaggi };

/** The personal area's name, heading its sidebar and its phone menu. */
const AREE: Readonly<Record<Ruolo, string>> = { acquirente: 'Area acquirente', venditore: 'Area venditore', operatore: 'Area operatore' };
export const nomeArea = (ruolo: Ruolo): string => AREE[ruolo];

/** docs/rules.md §3 sidebar, limited to the screens that exist; later issues append their entries here. */
export const VOCI_SIDEBAR: Record<Ruolo, VoceSidebar[]> = {
  venditore: [
    { to: '/venditore', label: 'Dashboard', icona: LayoutDashboard },
    { to: '/venditore/guida', label: 'Guida', icona: BookOpenCheck },
    { to: '/venditore/parco-macchine', label: 'Parco Macchine', icona: MapIcon },
    { to: '/venditore/inserzioni', label: 'Inserzioni', icona: CarFront },
    { to: '/venditore/ordini', label: 'Ordini', icona: Package },
    MESSAGGI,
    { to: '/venditore/verifiche', label: 'Verifiche', icona: SearchCheck },
    { to: '/venditore/richieste', label: 'Richieste ricambi', icona: PackageSearch },
    { to: '/venditore/statistiche', label: 'Statistiche', icona: ChartNoAxesCombined },
    { to: '/venditore/nuova-inserzione', label: 'Nuova Inserzione', icona: PlusCircle },
    { to: '/venditore/importa', label: 'Importa', icona: FileSpreadsheet },
    { to: (idUtente) => `/venditore/${idUtente}/profilo`, label: 'Profilo Pubblico', icona: Store },
    { to: '/venditore/profilo', label: 'Impostazioni', icona: Settings },
    { to: '/venditore/dati-vendita', label: 'Dati per la vendita', icona: FileCheck },
    { to: '/venditore/acquista-gettoni', label: 'Acquista Gettoni', icona: Coins },
    { to: '/provvedimenti', label: 'Provvedimenti', icona: Scale, sottopagine: true },
  ],
  acquirente: [
    { to: '/acquirente', label: 'Dashboard', icona: LayoutDashboard },
    { to: '/acquirente/profilo', label: 'Profilo', icona: UserRound },
    { to: '/acquirente/ordini', label: 'I miei Ordini', icona: Package },
    MESSAGGI,
    { to: '/acquirente/ricerche', label: 'Ricerche salvate', icona: BookmarkCheck },
    { to: '/acquirente/richieste', label: 'Le mie richieste', icona: Megaphone },
  ],
  operatore: [{ to: '/operatore', label: 'Console', icona: ShieldCheck }],
};
