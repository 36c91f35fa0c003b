import type { UploadAcceptedDto, UploadStatusDto } from '@ricambiamo/contracts';
import { inviaModulo, type RispostaRest } from '../rest/invia-modulo';

/** Where an image goes: the query of POST /uploads (`store=auto-images`, `store=profile-images&kind=logo`, …). */
export type DestinazioneImmagine = 'store=auto-images' | 'store=profile-images&kind=logo' | 'store=profile-images&kind=banner';

/** What POST /uploads answered: 202 with the key, or an error status with the Italian message of the gateway. */
export type RispostaInvio = RispostaRest<UploadAcceptedDto>;

/** Sends one image to POST /uploads, with its progress. Its own module so tests can stand in for the network. */
export function inviaImmagine(
  file: File,
  destinazione: DestinazioneImmagine,
  token: string | null,
  onProgresso: (frazione: number) => void,
  segnale: AbortSignal,
): Promise<RispostaInvio> {
  const corpo = new FormData();
  corpo.append('file', file);
  return inviaModulo<UploadAcceptedDto>(`/uploads?${destinazione}`, corpo, token, onProgresso, segnale);
}

/** GET /uploads/:key: whether the worker has finished the image; `corpo` is null for an answer that is not a status. */
export async function statoImmagine(
  key: string,
  token: string | null,
  segnale: AbortSignal,
): Promise<{ stato: number; corpo: UploadStatusDto | null }> {
  const risposta = await fetch(`/uploads/${encodeURIComponent(key)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: segnale,
  });
  return { stato: risposta.status, corpo: risposta.ok ? ((await risposta.json()) as UploadStatusDto) : null };
}
