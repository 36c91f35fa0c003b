/** What a REST route answered: its status, and its JSON body (the gateway's Italian `message` on errors), if any. */
export interface RispostaRest<T> {
  stato: number;
  corpo: (Partial<T> & { message?: string }) | null;
}

/**
 * Sends a multipart form with XMLHttpRequest rather than fetch, because only XHR reports upload progress. The parts go
 * in the order `corpo` holds them, which routes that stream the body rely on.
 */
export function inviaModulo<T>(
  url: string,
  corpo: FormData,
  token: string | null,
  onProgresso: (frazione: number) => void,
  segnale: AbortSignal,
): Promise<RispostaRest<T>> {
  return new Promise((resolve, reject) => {
    if (segnale.aborted) {
      reject(new DOMException('aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (evento) => {
      if (evento.lengthComputable) onProgresso(evento.loaded / evento.total);
    };
    xhr.onload = () => resolve({ stato: xhr.status, corpo: xhr.response as RispostaRest<T>['corpo'] });
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    segnale.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(corpo);
  });
}
