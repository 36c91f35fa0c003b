import { isImageKey, MAX_IMMAGINI_INSERZIONE, MESSAGGI } from '@ricambiamo/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { caricaImmagine } from '../../../lib/uploads/carica-immagine';
import { controllaFoto } from '../api/controlla-foto';

export type StatoFoto = 'invio' | 'elaborazione' | 'pronta' | 'errore';

export interface Foto {
  id: string;
  /**
   * The file's name as the seller picked it; null for a photo the listing or the draft already holds, whose original
   * name is not kept (docs/architecture.md#images): the list names it by its place instead.
   */
  nome: string | null;
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

/**
 * A photo the listing or the draft already holds. A stored value that is no image key (an old record) shows as a
 * failed photo to remove, and is not sent back: the server would refuse the whole edit for it.
 */
const fotoSalvata = (key: string): Foto =>
  isImageKey(key)
    ? { id: key, nome: null, stato: 'pronta', progresso: 1, key, messaggio: null }
    : { id: key, nome: null, stato: 'errore', progresso: 1, key: null, messaggio: MESSAGGI.inserzione.erroreImmagine };

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
      try {
        const esito = await caricaImmagine(
          file,
          'store=auto-images',
          client,
          {
            onProgresso: (progresso) => aggiorna(id, { progresso }),
            onElaborazione: (key) => aggiorna(id, { stato: 'elaborazione', progresso: 1, key }),
          },
          segnale,
        );
        aggiorna(id, 'key' in esito ? { stato: 'pronta' } : { stato: 'errore', messaggio: esito.messaggio });
      } catch {
        // Aborted: the photo was removed, or the form left.
      } finally {
        invii.current.delete(id);
      }
    },
    [aggiorna, client],
  );

  const elabora = useCallback(
    async (files: readonly File[]) => {
      const nomi = new Set(attuali.current.flatMap((f) => (f.nome === null ? [] : [f.nome])));
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
