import { MAX_IMMAGINI_INSERZIONE, MESSAGGI } from '@ricambiamo/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { controllaFoto } from '../api/controlla-foto';
import { inviaFoto, statoFoto } from '../api/invia-foto';

export type StatoFoto = 'invio' | 'elaborazione' | 'pronta' | 'errore';

export interface Foto {
  id: string;
  nome: string;
  stato: StatoFoto;
  /** 0..1 while sending. */
  progresso: number;
  key: string | null;
  messaggio: string | null;
}

export interface Scarto {
  nome: string;
  messaggio: string;
}

export const INTERVALLO_STATO_MS = 1_000;
/** The worker ends a poison file as failed; past this a photo that never settles is shown as failed, never as hung. */
export const ATTESA_MASSIMA_MS = 60_000;

const attendi = (ms: number, segnale: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    segnale.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    }, { once: true });
  });

const fotoSalvata = (key: string): Foto => ({ id: key, nome: key, stato: 'pronta', progresso: 1, key, messaggio: null });

/**
 * The listing's photos: those already saved (`iniziali`) plus new ones, each sent to POST /uploads with its progress,
 * then followed on GET /uploads/:key until the worker has made it ready (or failed it). `chiavi` are the keys ready
 * to go in the listing, in the order the seller added them.
 */
export function useCaricaFoto(iniziali: readonly string[] = []) {
  const client = useGraphqlClient();
  const [foto, setFoto] = useState<Foto[]>(() => iniziali.map(fotoSalvata));
  // The list as last set, for the checks of the next pick: state read in a callback could be a render behind.
  const attuali = useRef(foto);
  const [scarti, setScarti] = useState<Scarto[]>([]);
  const invii = useRef(new Map<string, AbortController>());
  const contatore = useRef(0);
  const coda = useRef(Promise.resolve());

  const impostaFoto = useCallback((cambia: (tutte: Foto[]) => Foto[]) => {
    attuali.current = cambia(attuali.current);
    setFoto(attuali.current);
  }, []);

  useEffect(() => {
    const attivi = invii.current;
    return () => attivi.forEach((controller) => controller.abort());
  }, []);

  const aggiorna = useCallback(
    (id: string, modifiche: Partial<Foto>) => impostaFoto((tutte) => tutte.map((f) => (f.id === id ? { ...f, ...modifiche } : f))),
    [impostaFoto],
  );

  const carica = useCallback(
    async (id: string, file: File, segnale: AbortSignal) => {
      const fallita = (messaggio?: string | null) =>
        aggiorna(id, { stato: 'errore', messaggio: messaggio || MESSAGGI.inserzione.erroreImmagine });
      try {
        const invia = () => inviaFoto(file, client.accessToken(), (progresso) => aggiorna(id, { progresso }), segnale);
        let risposta = await invia();
        // The access token lives a few minutes; an upload started just after it expired gets one new try.
        if (risposta.stato === 401 && (await client.refreshSession())) risposta = await invia();
        const key = risposta.stato === 202 ? risposta.corpo?.key : undefined;
        if (!key) {
          fallita(risposta.corpo?.message);
          return;
        }
        aggiorna(id, { stato: 'elaborazione', progresso: 1, key });
        const scadenza = Date.now() + ATTESA_MASSIMA_MS;
        // Small photos are often ready by the first question; the interval only paces the ones still in the queue.
        while (Date.now() < scadenza) {
          const stato = await statoFoto(key, client.accessToken(), segnale);
          if (stato.stato === 401) await client.refreshSession();
          if (stato.corpo?.status === 'ready') {
            aggiorna(id, { stato: 'pronta' });
            return;
          }
          if (stato.corpo?.status === 'failed') {
            fallita(stato.corpo.message);
            return;
          }
          await attendi(INTERVALLO_STATO_MS, segnale);
        }
        fallita();
      } catch {
        if (!segnale.aborted) fallita();
      } finally {
        invii.current.delete(id);
      }
    },
    [aggiorna, client],
  );

  const elabora = useCallback(
    async (files: readonly File[]) => {
      const nomi = new Set(attuali.current.map((f) => f.nome));
      let posti = MAX_IMMAGINI_INSERZIONE - attuali.current.filter((f) => f.stato !== 'errore').length;
      const nuoviScarti: Scarto[] = [];
      const accettate: { id: string; file: File }[] = [];
      for (const file of files) {
        // A file the browser cannot even read is refused like one the server could not take.
        const messaggio = await controllaFoto(file, nomi, posti).catch(() => MESSAGGI.inserzione.erroreImmagine);
        if (messaggio) {
          nuoviScarti.push({ nome: file.name, messaggio });
          continue;
        }
        nomi.add(file.name);
        posti -= 1;
        contatore.current += 1;
        accettate.push({ id: `foto-${contatore.current}`, file });
      }
      setScarti(nuoviScarti);
      impostaFoto((tutte) => [
        ...tutte,
        ...accettate.map(({ id, file }): Foto => ({ id, nome: file.name, stato: 'invio', progresso: 0, key: null, messaggio: null })),
      ]);
      for (const { id, file } of accettate) {
        const controller = new AbortController();
        invii.current.set(id, controller);
        void carica(id, file, controller.signal);
      }
    },
    [carica, impostaFoto],
  );

  /** Picks are checked one after the other, so two quick ones cannot both take the last free place. */
  const aggiungi = useCallback(
    (files: readonly File[]) => {
      coda.current = coda.current.then(() => elabora(files));
      return coda.current;
    },
    [elabora],
  );

  const rimuovi = useCallback(
    (id: string) => {
      invii.current.get(id)?.abort();
      invii.current.delete(id);
      impostaFoto((tutte) => tutte.filter((f) => f.id !== id));
    },
    [impostaFoto],
  );

  const chiavi = useMemo(
    () => foto.flatMap((f) => (f.stato === 'pronta' && f.key ? [f.key] : [])),
    [foto],
  );
  const inCorso = foto.some((f) => f.stato === 'invio' || f.stato === 'elaborazione');

  return { foto, scarti, aggiungi, rimuovi, chiavi, inCorso };
}
