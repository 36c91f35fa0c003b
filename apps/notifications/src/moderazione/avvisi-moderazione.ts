import {
  COME_CONTESTARE,
  ETICHETTE_ESITO_RICORSO,
  LINK_NOTIFICA,
  MODERATION_EVENTS,
  PROVVEDIMENTO_AZIONE,
  TITOLI_NOTIFICA,
} from '@ricambiamo/contracts';
import type { Azione } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import type { NuovaNotifica } from '../notifica/nuova-notifica';
import { rendiEmail } from '../posta/corpo-email';
import type { NuovaEmail } from '../posta/nuova-email';

// What the operator's moderation tells (docs/rules.md §3.22): the user a decision affects, of its statement of reasons
// and of the outcome of their appeal, in the app and by e-mail; whoever reported, that the report arrived and how it
// was decided, by e-mail only (a visitor has no notifications).

export const EVENTI_MODERAZIONE = [
  MODERATION_EVENTS.statementIssued,
  MODERATION_EVENTS.appealDecided,
  MODERATION_EVENTS.reportReceived,
  MODERATION_EVENTS.caseDecided,
] as const;
export type EventoModerazione = ReceivedEvent<(typeof EVENTI_MODERAZIONE)[number]>;

const ESITO_SEGNALAZIONE: Readonly<Record<Azione, string>> = {
  archivia: 'Abbiamo esaminato il contenuto e non abbiamo riscontrato violazioni delle regole o della legge: resta visibile.',
  avverti: 'Abbiamo esaminato il contenuto e inviato un avvertimento al suo autore.',
  nascondi_inserzione: 'Abbiamo esaminato il contenuto e nascosto l’inserzione.',
  nascondi_recensione: 'Abbiamo esaminato il contenuto e nascosto la recensione.',
  sospendi_venditore: 'Abbiamo esaminato il contenuto e sospeso il venditore.',
};

export function notificheModerazione(event: EventoModerazione): NuovaNotifica[] {
  switch (event.subject) {
    case MODERATION_EVENTS.statementIssued.subject: {
      const { utenteId, titolo, azione, provvedimentoId } = event.payload;
      return [{ utenteId, titolo: TITOLI_NOTIFICA.provvedimento(titolo), messaggio: PROVVEDIMENTO_AZIONE[azione], link: LINK_NOTIFICA.provvedimento(provvedimentoId) }];
    }
    case MODERATION_EVENTS.appealDecided.subject: {
      const { utenteId, titolo, esito, provvedimentoId } = event.payload;
      return [{ utenteId, titolo: TITOLI_NOTIFICA.esitoRicorso(titolo), messaggio: `${ETICHETTE_ESITO_RICORSO[esito]}.`, link: LINK_NOTIFICA.provvedimento(provvedimentoId) }];
    }
    case MODERATION_EVENTS.reportReceived.subject:
    case MODERATION_EVENTS.caseDecided.subject:
      return [];
  }
}

type Segnalante = { utenteId: string | null; email: string | null };
/** A signed-in reporter hears at their account's address, a visitor at the one they gave; nobody without either. */
const a = ({ utenteId, email }: Segnalante) => (utenteId ? { utenteId } : email ? { indirizzo: email } : null);

export function emailModerazione(event: EventoModerazione, origine: string): NuovaEmail[] {
  switch (event.subject) {
    case MODERATION_EVENTS.statementIssued.subject: {
      const { utenteId, titolo, azione, provvedimentoId } = event.payload;
      const oggetto = TITOLI_NOTIFICA.provvedimento(titolo);
      const link = new URL(LINK_NOTIFICA.provvedimento(provvedimentoId), origine).href;
      const blocchi = [{ paragrafo: PROVVEDIMENTO_AZIONE[azione] }, { paragrafo: COME_CONTESTARE }, { testo: 'Leggi la motivazione completa', link }];
      return [{ destinatario: 'interessato', utenteId, ...rendiEmail({ oggetto, blocchi }) }];
    }
    case MODERATION_EVENTS.appealDecided.subject: {
      const { utenteId, titolo, esito, provvedimentoId } = event.payload;
      const oggetto = TITOLI_NOTIFICA.esitoRicorso(titolo);
      const link = new URL(LINK_NOTIFICA.provvedimento(provvedimentoId), origine).href;
      const blocchi = [{ paragrafo: `${ETICHETTE_ESITO_RICORSO[esito]}.` }, { testo: 'Leggi la motivazione', link }];
      return [{ destinatario: 'interessato', utenteId, ...rendiEmail({ oggetto, blocchi }) }];
    }
    case MODERATION_EVENTS.reportReceived.subject: {
      const { segnalazioneId, segnalante, titolo } = event.payload;
      const verso = a(segnalante);
      if (!verso) return [];
      const paragrafo = `Abbiamo ricevuto la tua segnalazione su «${titolo}». Un operatore la esaminerà e ti scriveremo la decisione.`;
      return [{ destinatario: `segnalante-${segnalazioneId}`, ...verso, ...rendiEmail({ oggetto: TITOLI_NOTIFICA.segnalazioneRicevuta(titolo), blocchi: [{ paragrafo }] }) }];
    }
    case MODERATION_EVENTS.caseDecided.subject: {
      const { titolo, azione, segnalanti } = event.payload;
      return segnalanti.flatMap((s) => {
        const verso = a(s);
        if (!verso) return [];
        const email = rendiEmail({ oggetto: TITOLI_NOTIFICA.esitoSegnalazione(titolo), blocchi: [{ paragrafo: ESITO_SEGNALAZIONE[azione] }] });
        return [{ destinatario: `segnalante-${s.segnalazioneId}` as const, ...verso, ...email }];
      });
    }
  }
}
