import type { CorrispondenzaEvent, RiepilogoEvent } from '@ricambiamo/contracts';
import { DEMAND_EVENTS, LINK_NOTIFICA, testoCorrispondenza } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import type { NuovaNotifica } from '../notifica/nuova-notifica';
import type { Blocco } from '../posta/corpo-email';
import { rendiEmail } from '../posta/corpo-email';
import type { NuovaEmail } from '../posta/nuova-email';

// What a saved search's alerts tell its buyer (issue 35): a notification for each match at once, and e-mails either
// at once or in the morning digest, each with the link that stops that search's e-mails.

/** A match and a morning digest: demand's events notifications listens to. */
export const EVENTI_RICERCA = [DEMAND_EVENTS.searchMatched, DEMAND_EVENTS.digestReady] as const;
export type EventoRicerca = ReceivedEvent<(typeof EVENTI_RICERCA)[number]>;

const TITOLO_AVVISO = 'Avviso di ricerca salvata';
const OGGETTO_RIEPILOGO = 'Le novità per le tue ricerche salvate';
const oggettoCorrispondenza = (nomeRicerca: string): string => `Nuova inserzione per «${nomeRicerca}»`;
const INVITO_DISATTIVA = 'Non vuoi più ricevere avvisi per questa ricerca? Disattivali con un clic';

/** The web app's page that stops a search's e-mails with the token alone, without signing in (DEMAND.search.unsubscribe). */
const linkDisattiva = (origine: string, token: string): string =>
  new URL(`/avvisi/disattiva?t=${encodeURIComponent(token)}`, origine).href;

const linkInserzione = (origine: string, autoId: string): string => new URL(LINK_NOTIFICA.inserzione(autoId), origine).href;

/** Every match tells its buyer in the app at once, whatever the search's e-mail frequency; a digest tells nothing more. */
export function notificheRicerca(event: EventoRicerca): NuovaNotifica[] {
  if (event.subject !== DEMAND_EVENTS.searchMatched.subject) return [];
  const { acquirenteId, nomeRicerca, titolo, autoId } = event.payload;
  return [{ utenteId: acquirenteId, titolo: TITOLO_AVVISO, messaggio: testoCorrispondenza(nomeRicerca, titolo), link: LINK_NOTIFICA.inserzione(autoId) }];
}

function emailCorrispondenza(corrispondenza: CorrispondenzaEvent, origine: string): NuovaEmail[] {
  if (!corrispondenza.email) return [];
  const disattiva = linkDisattiva(origine, corrispondenza.disattiva);
  return [
    {
      destinatario: 'acquirente',
      utenteId: corrispondenza.acquirenteId,
      disiscrizione: disattiva,
      ...rendiEmail({
        oggetto: oggettoCorrispondenza(corrispondenza.nomeRicerca),
        blocchi: [
          { paragrafo: `È arrivata un'auto che corrisponde alla tua ricerca salvata «${corrispondenza.nomeRicerca}»: ${corrispondenza.titolo}.` },
          { testo: "Apri l'inserzione", link: linkInserzione(origine, corrispondenza.autoId) },
          { testo: INVITO_DISATTIVA, link: disattiva },
        ],
      }),
    },
  ];
}

/** The day's matches grouped by search, in the order demand listed them, each search with its own unsubscribe link. */
function emailRiepilogo({ acquirenteId, voci }: RiepilogoEvent, origine: string): NuovaEmail[] {
  const ricerche = new Map<string, { nome: string; disattiva: string; auto: Blocco[] }>();
  for (const voce of voci) {
    const ricerca = ricerche.get(voce.ricercaId) ?? { nome: voce.nomeRicerca, disattiva: linkDisattiva(origine, voce.disattiva), auto: [] };
    ricerca.auto.push({ testo: voce.titolo, link: linkInserzione(origine, voce.autoId) });
    ricerche.set(voce.ricercaId, ricerca);
  }
  const gruppi = [...ricerche.values()];
  return [
    {
      destinatario: 'acquirente',
      utenteId: acquirenteId,
      // The header stops one search: a digest of several leaves each to its own link in the text.
      disiscrizione: gruppi.length === 1 ? gruppi[0].disattiva : null,
      ...rendiEmail({
        oggetto: OGGETTO_RIEPILOGO,
        blocchi: [
          { paragrafo: 'Ecco le nuove inserzioni arrivate per le tue ricerche salvate.' },
          ...gruppi.flatMap(({ nome, disattiva, auto }): Blocco[] => [{ paragrafo: `Per «${nome}»:` }, ...auto, { testo: INVITO_DISATTIVA, link: disattiva }]),
        ],
      }),
    },
  ];
}

/** A match e-mails its buyer when demand says so (the search's frequency is `subito`); a digest always does. */
export function emailRicerca(event: EventoRicerca, origine: string): NuovaEmail[] {
  switch (event.subject) {
    case DEMAND_EVENTS.searchMatched.subject:
      return emailCorrispondenza(event.payload, origine);
    case DEMAND_EVENTS.digestReady.subject:
      return emailRiepilogo(event.payload, origine);
  }
}
