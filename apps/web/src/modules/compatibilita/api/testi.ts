import type { CompatibileAncheConDto, EsitoVerifica } from '@ricambiamo/contracts';
import { ETICHETTE_ESITO_VERIFICA } from '@ricambiamo/contracts';
import { formattaData } from '../../../lib/format/formatta-data';

/** "Lancia Ypsilon 2010–2013 (2)", "Fiat Panda 2012 (1, confermato dal venditore)". */
export function voceAncheCon({ marca, modello, annoDa, annoA, quanti, confermato }: CompatibileAncheConDto): string {
  const anni = annoDa === annoA ? `${annoDa}` : `${annoDa}–${annoA}`;
  return `${marca} ${modello} ${anni} (${quanti}${confermato ? ', confermato dal venditore' : ''})`;
}

/** Where the buyer's check stands, in a line under the part. */
export function statoVerifica(verifica: { esito: EsitoVerifica | null; createdAt: string; nota: string | null }): string {
  if (!verifica.esito) return `Verifica chiesta il ${formattaData(verifica.createdAt)}: in attesa della risposta del venditore`;
  const risposta = `Il venditore ha risposto: ${ETICHETTE_ESITO_VERIFICA[verifica.esito]}`;
  return verifica.nota ? `${risposta}. «${verifica.nota}»` : risposta;
}
