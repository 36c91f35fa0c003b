import type { Notifica } from './notifica';

/** What the bell and the panel show: the cached list (absent until the panel has been opened) and the counter. */
export interface StatoNotifiche {
  elenco: Notifica[] | undefined;
  nonLette: number | undefined;
}

const nonLetteIn = (elenco: Notifica[]) => elenco.filter((notifica) => !notifica.letta).length;

/**
 * A change to the listed notifications, with the counter following the unread ones it touched. The counter counts
 * beyond the 10 listed, so it moves by the difference rather than being recounted from the list.
 */
export function cambiaElenco(stato: StatoNotifiche, cambia: (elenco: Notifica[]) => Notifica[]): StatoNotifiche {
  if (stato.elenco === undefined) return stato;
  const elenco = cambia(stato.elenco);
  const lette = nonLetteIn(stato.elenco) - nonLetteIn(elenco);
  return { elenco, nonLette: stato.nonLette === undefined ? undefined : Math.max(0, stato.nonLette - lette) };
}

export const segnaLetta = (stato: StatoNotifiche, id: string): StatoNotifiche =>
  cambiaElenco(stato, (elenco) => elenco.map((notifica) => (notifica.id === id ? { ...notifica, letta: true } : notifica)));

export const elimina = (stato: StatoNotifiche, id: string): StatoNotifiche =>
  cambiaElenco(stato, (elenco) => elenco.filter((notifica) => notifica.id !== id));

/** Every one of the user's notifications becomes read, the unlisted ones too: the counter goes to zero. */
export const segnaTutte = (stato: StatoNotifiche): StatoNotifiche => ({
  elenco: stato.elenco?.map((notifica) => ({ ...notifica, letta: true })),
  nonLette: stato.nonLette === undefined ? undefined : 0,
});
