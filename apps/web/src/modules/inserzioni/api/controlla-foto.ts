import { allowedImageTypes, MESSAGGI_INSERZIONE, messaggioFormato } from '@ricambiamo/contracts';
import { controllaImmagine } from '../../../lib/uploads/controlla-immagine';

/** A listing photo may go when no photo has its name, it passes the image rules and one of the 5 places is free. */
export async function controllaFoto(file: File, nomiPresenti: ReadonlySet<string>, postiLiberi: number): Promise<string | null> {
  if (nomiPresenti.has(file.name)) return MESSAGGI_INSERZIONE.immagineDuplicata;
  const messaggio = await controllaImmagine(file, allowedImageTypes('auto-images'), messaggioFormato('auto-images'));
  if (messaggio) return messaggio;
  if (postiLiberi <= 0) return MESSAGGI_INSERZIONE.troppeImmagini;
  return null;
}
