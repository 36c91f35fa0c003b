import type { ArgomentoLive } from '@ricambiamo/contracts';
import type { ApriCanaleLive, AscoltoLive } from '../lib/graphql/canale-live';

export interface ConnessioneLive {
  token: string;
  ascolto: AscoltoLive;
  chiusa: boolean;
}

/**
 * A stand-in for the gateway's live connection, recording every one the app opens: the test says when the open one
 * connects, what it hints and when the gateway refuses it. Nothing happens on its own, so tests that do not care see
 * no extra reads.
 */
export function createFakeLive() {
  const connessioni: ConnessioneLive[] = [];
  const apri: ApriCanaleLive = (token, ascolto) => {
    const connessione: ConnessioneLive = { token, ascolto, chiusa: false };
    connessioni.push(connessione);
    return () => {
      connessione.chiusa = true;
    };
  };
  const aperta = (): ConnessioneLive | undefined => connessioni.filter((c) => !c.chiusa).at(-1);
  const attiva = (): ConnessioneLive => {
    const connessione = aperta();
    if (!connessione) throw new Error('fake live: no open connection');
    return connessione;
  };

  return {
    apri,
    connessioni,
    /** The open connection's token, null when none is open. */
    tokenAperto: () => aperta()?.token ?? null,
    /** The open connection (re)connects, as after login or after the network came back. */
    connetti: () => attiva().ascolto.onConnesso(),
    emetti: (argomento: ArgomentoLive) => attiva().ascolto.onAggiornamento(argomento),
    /** The gateway turns the open connection's token down. */
    rifiuta: () => {
      const connessione = attiva();
      connessione.chiusa = true;
      connessione.ascolto.onRifiutato();
    },
  };
}

export type FakeLive = ReturnType<typeof createFakeLive>;
