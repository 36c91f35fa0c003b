import { allowedImageTypes, MESSAGGI_MEDIA, messaggioFormato, type ProfileImageKind } from '@ricambiamo/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { caricaImmagine } from '../../../lib/uploads/carica-immagine';
import { controllaImmagine } from '../../../lib/uploads/controlla-immagine';

export type StatoCaricamento =
  | { stato: 'fermo' }
  | { stato: 'invio'; progresso: number }
  | { stato: 'elaborazione' };

export interface ImmagineProfilo {
  kind: ProfileImageKind;
  caricamento: StatoCaricamento;
  /** The local file while it uploads, so the seller sees the choice at once; null otherwise. */
  anteprimaLocale: string | null;
  /** Why the last pick was refused or failed; the image shown before stays. */
  errore: string | null;
  scegli: (file: File) => Promise<void>;
  annulla: () => void;
}

/**
 * One logo or banner upload at a time (docs/rules.md §6: one file each). `onPronta` gets the key of a finished image, which the
 * form then saves with the rest; a refused or failed file leaves the current image as it was.
 */
export function useImmagineProfilo(kind: ProfileImageKind, onPronta: (key: string) => void): ImmagineProfilo {
  const client = useGraphqlClient();
  const [caricamento, setCaricamento] = useState<StatoCaricamento>({ stato: 'fermo' });
  const [anteprimaLocale, setAnteprimaLocale] = useState<string | null>(null);
  const [errore, setErrore] = useState<string | null>(null);
  const invio = useRef<AbortController | null>(null);

  // A blob URL holds the file in memory until revoked.
  useEffect(() => () => {
    if (anteprimaLocale) URL.revokeObjectURL(anteprimaLocale);
  }, [anteprimaLocale]);
  useEffect(() => () => invio.current?.abort(), []);

  const annulla = useCallback(() => {
    invio.current?.abort();
    invio.current = null;
    setCaricamento({ stato: 'fermo' });
    setAnteprimaLocale(null);
  }, []);

  const scegli = useCallback(
    async (file: File) => {
      annulla();
      const rifiuto = await controllaImmagine(file, allowedImageTypes('profile-images', kind), messaggioFormato('profile-images', kind)).catch(
        () => MESSAGGI_MEDIA.erroreImmagine,
      );
      setErrore(rifiuto);
      if (rifiuto) return;
      const controller = new AbortController();
      invio.current = controller;
      setAnteprimaLocale(URL.createObjectURL(file));
      setCaricamento({ stato: 'invio', progresso: 0 });
      try {
        const esito = await caricaImmagine(
          file,
          `store=profile-images&kind=${kind}`,
          client,
          {
            onProgresso: (progresso) => setCaricamento({ stato: 'invio', progresso }),
            onElaborazione: () => setCaricamento({ stato: 'elaborazione' }),
          },
          controller.signal,
        );
        if ('key' in esito) onPronta(esito.key);
        else setErrore(esito.messaggio);
        invio.current = null;
        setCaricamento({ stato: 'fermo' });
        setAnteprimaLocale(null);
      } catch {
        // Aborted by a newer pick, a removal or leaving the page: that one owns the state now.
      }
    },
    [annulla, client, kind, onPronta],
  );

  return { kind, caricamento, anteprimaLocale, errore, scegli, annulla };
}
