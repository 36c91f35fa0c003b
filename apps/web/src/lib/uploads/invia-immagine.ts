import type { UploadAcceptedDto, UploadStatusDto } from '@ricambiamo/contracts';

/** Where an image goes: the query of POST /uploads (`store=auto-images`, `store=profile-images&kind=logo`, …). */
export type DestinazioneImmagine = 'store=auto-images' | 'store=profile-images&kind=logo' | 'store=profile-images&kind=banner';

/** What POST /uploads answered: 202 with the key, or an error status with the Italian message of the gateway. */
export interface RispostaInvio {
  stato: number;
  corpo: (Partial<UploadAcceptedDto> & { message?: string }) | null;
}

/**
 * Sends one image to POST /uploads with XMLHttpRequest rather than fetch, because only XHR reports upload progress.
 * Its own module so tests can stand in for the network.
 */
export function inviaImmagine(
  file: File,
  destinazione: DestinazioneImmagine,
  token: string | null,
  onProgresso: (frazione: number) => void,
  segnale: AbortSignal,
): Promise<RispostaInvio> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/uploads?${destinazione}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (evento) => {
      if (evento.lengthComputable) onProgresso(evento.loaded / evento.total);
    };
    xhr.onload = () => resolve({ stato: xhr.status, corpo: xhr.response as RispostaInvio['corpo'] });
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    segnale.addEventListener('abort', () => xhr.abort(), { once: true });
    const corpo = new FormData();
    corpo.append('file', file);
    xhr.send(corpo);
  });
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
