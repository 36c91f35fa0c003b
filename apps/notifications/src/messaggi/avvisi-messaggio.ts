import type { MessaggioEvent , CONVERSATIONS_EVENTS} from '@ricambiamo/contracts';
import { LINK_NOTIFICA, TITOLI_NOTIFICA } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import type { NuovaNotifica } from '../notifica/nuova-notifica';
import { rendiEmail } from '../posta/corpo-email';
import type { NuovaEmail } from '../posta/nuova-email';

export type EventoMessaggio = ReceivedEvent<typeof CONVERSATIONS_EVENTS.messageUnread>;

/** "Marco Ferri ti ha scritto a proposito di Fiat Panda 2012." The text stays in the product. */
const frase = ({ mittente, titolo }: MessaggioEvent) => `${mittente} ti ha scritto a proposito di ${titolo}.`;

/** A message left unread while its recipient was away (docs/rules.md §3.18): a notification leading to it. */
export function notificheMessaggio({ payload }: EventoMessaggio): NuovaNotifica[] {
  return [
    {
      utenteId: payload.destinatarioId,
      titolo: TITOLI_NOTIFICA.nuovoMessaggio(payload.mittente),
      messaggio: frase(payload),
      link: LINK_NOTIFICA.conversazione(payload.conversazioneId),
    },
  ];
}

/** And an e-mail, when conversations says the last one about this conversation is over an hour old. */
export function emailMessaggio({ payload }: EventoMessaggio, origine: string): NuovaEmail[] {
  if (!payload.email) return [];
  return [
    {
      destinatario: payload.ruoloDestinatario,
      utenteId: payload.destinatarioId,
      ...rendiEmail({
        oggetto: TITOLI_NOTIFICA.nuovoMessaggio(payload.mittente),
        blocchi: [
          { paragrafo: frase(payload) },
          { paragrafo: 'Leggi il messaggio e rispondi su Ricambiamo: per la tua sicurezza, concludi lì la trattativa.' },
          { testo: 'Apri la conversazione', link: new URL(LINK_NOTIFICA.conversazione(payload.conversazioneId), origine).href },
        ],
      }),
    },
  ];
}
