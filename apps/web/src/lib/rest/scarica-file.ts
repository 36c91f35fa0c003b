import type { GraphqlClient } from '../graphql/graphql-client';
import { conSessione } from './con-sessione';

/** A download that never started in the browser (the gateway was out of reach, or its answer did not say why). */
const NON_SCARICATO = 'Il file non si è potuto scaricare: riprova tra poco';

/**
 * The file name a Content-Disposition header gives, RFC 6266: `filename*` (UTF-8, percent-encoded) before `filename`;
 * null when there is none. Path separators are dropped, so the name can only name a file.
 */
export function nomeDaContentDisposition(intestazione: string | null): string | null {
  if (!intestazione) return null;
  const esteso = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(intestazione)?.[1];
  let nome: string | undefined;
  if (esteso) {
    try {
      nome = decodeURIComponent(esteso.trim());
    } catch {
      nome = undefined;
    }
  }
  nome ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(intestazione)?.slice(1).find((parte) => parte !== undefined);
  const pulito = nome?.replace(/\\(.)/g, '$1').replace(/[/\\]/g, '_').trim();
  return pulito ? pulito : null;
}

/** How long the file's object URL outlives the click: some browsers read it only after the click has returned. */
const VITA_URL_MS = 10_000;

/** Hands `blob` to the browser as a download named `nome`. */
function salva(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  link.hidden = true;
  // Firefox follows only a link that is in the document.
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), VITA_URL_MS);
}

/**
 * Downloads a file from a REST route that needs the access token, which a plain `<a href>` cannot send: fetched, held
 * as a blob, saved through a temporary object URL under the name the gateway gives (`nomeRipiego` without one).
 * Resolves to null once the browser has the file, or to the Italian reason it does not.
 */
export async function scaricaFile(client: GraphqlClient, url: string, nomeRipiego: string): Promise<string | null> {
  try {
    const { risposta } = await conSessione(client, async (token) => {
      const risposta = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      return { stato: risposta.status, risposta };
    });
    if (!risposta.ok) {
      const corpo = (await risposta.json().catch(() => null)) as { message?: unknown } | null;
      return typeof corpo?.message === 'string' && corpo.message ? corpo.message : NON_SCARICATO;
    }
    salva(await risposta.blob(), nomeDaContentDisposition(risposta.headers.get('Content-Disposition')) ?? nomeRipiego);
    return null;
  } catch {
    return NON_SCARICATO;
  }
}
