import { LINK_NOTIFICA } from '@ricambiamo/contracts';
import type { Notifica } from '../modules/notifiche/api/notifica';
import { ID_ORDINE } from './ordini';

/** An unread notification to the seller about the demo order, from 21/11/2026 at 10:15 Rome time. */
export const notificaDemo = (override: Partial<Notifica> = {}): Notifica => ({
  id: 'c0c0c0c0-0000-4000-8000-000000000001',
  titolo: 'Nuovo ordine 9B2F4E1A',
  messaggio: 'Anna Bianchi ha ordinato Centralina ECU e Motore completo per 1.029,90 €.',
  letta: false,
  createdAt: '2026-11-21T09:15:00.000Z',
  link: LINK_NOTIFICA.ordineVenditore(ID_ORDINE),
  ...override,
});

/**
 * The notifications service behind the gateway, on an in-memory list the test can also change: the panel's queries
 * and commands answer from it, as the real ones would.
 */
export function notificheFinte(iniziali: Notifica[]) {
  const stato = { elenco: [...iniziali] };
  const trova = (id: unknown) => stato.elenco.find((notifica) => notifica.id === id);
  return {
    stato,
    handlers: {
      Notifiche: () => ({ data: { notifiche: stato.elenco.slice(0, 10) } }),
      NotificheNonLette: () => ({ data: { notificheNonLette: stato.elenco.filter((n) => !n.letta).length } }),
      SegnaNotificaLetta: ({ id }: Record<string, unknown>) => {
        const notifica = trova(id);
        if (notifica) notifica.letta = true;
        return { data: { segnaNotificaLetta: notifica } };
      },
      SegnaTutteNotificheLette: () => {
        const segnate = stato.elenco.filter((n) => !n.letta).length;
        stato.elenco = stato.elenco.map((n) => ({ ...n, letta: true }));
        return { data: { segnaTutteNotificheLette: segnate } };
      },
      EliminaNotifica: ({ id }: Record<string, unknown>) => {
        stato.elenco = stato.elenco.filter((n) => n.id !== id);
        return { data: { eliminaNotifica: id } };
      },
    },
  };
}
