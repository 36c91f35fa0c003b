import { MESSAGGI_MEDIA } from '@ricambiamo/contracts';
import type { GraphqlClient } from '../graphql/graphql-client';
import { conSessione } from '../rest/con-sessione';
import { type DestinazioneImmagine, inviaImmagine, statoImmagine } from './invia-immagine';

const INTERVALLO_STATO_MS = 1_000;
/** The worker ends a poison file as failed; past this an image that never settles is shown as failed, never as hung. */
export const ATTESA_MASSIMA_MS = 60_000;

const attendi = (ms: number, segnale: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    segnale.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      },
      { once: true },
    );
  });

/** How an upload ended: the key of a ready image, or the Italian reason it failed. */
export type EsitoCaricamento = { key: string } | { messaggio: string };

interface Avanzamento {
  /** 0..1 of the bytes sent. */
  onProgresso: (frazione: number) => void;
  /** The gateway has the file; the media worker is processing it. */
  onElaborazione: (key: string) => void;
}

/**
 * One image through POST /uploads, then GET /uploads/:key until the worker has made it ready or failed it. Rejects
 * only when `segnale` aborts; every other failure is an esito with a message.
 */
export async function caricaImmagine(
  file: File,
  destinazione: DestinazioneImmagine,
  client: GraphqlClient,
  { onProgresso, onElaborazione }: Avanzamento,
  segnale: AbortSignal,
): Promise<EsitoCaricamento> {
  const fallito = (messaggio?: string | null): EsitoCaricamento => ({ messaggio: messaggio || MESSAGGI_MEDIA.erroreImmagine });
  try {
    const risposta = await conSessione(client, (token) => inviaImmagine(file, destinazione, token, onProgresso, segnale));
    const key = risposta.stato === 202 ? risposta.corpo?.key : undefined;
    if (!key) return fallito(risposta.corpo?.message);
    onElaborazione(key);
    const scadenza = Date.now() + ATTESA_MASSIMA_MS;
    // Small images are often ready by the first question; the interval only paces the ones still in the queue.
    while (Date.now() < scadenza) {
      const stato = await statoImmagine(key, client.accessToken(), segnale);
      if (stato.stato === 401) await client.refreshSession();
      if (stato.corpo?.status === 'ready') return { key };
      if (stato.corpo?.status === 'failed') return fallito(stato.corpo.message);
      await attendi(INTERVALLO_STATO_MS, segnale);
    }
    return fallito();
  } catch (error) {
    if (segnale.aborted) throw error;
    return fallito();
  }
}
