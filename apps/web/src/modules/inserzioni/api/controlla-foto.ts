import {
  MAX_BYTES_UPLOAD,
  MESSAGGI_INSERZIONE,
  MESSAGGI_MEDIA,
  sniffImageType,
} from '@ricambiamo/contracts';

/** FileReader rather than Blob.arrayBuffer, which older browsers (and jsdom) lack. */
const primiByte = (file: File): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const lettore = new FileReader();
    lettore.onload = () => resolve(new Uint8Array(lettore.result as ArrayBuffer));
    lettore.onerror = () => reject(lettore.error ?? new Error('read failed'));
    lettore.readAsArrayBuffer(file.slice(0, 8));
  });

/**
 * Spec §5 image rules checked before anything is sent: JPEG or PNG by the bytes (as the gateway checks them, so a
 * renamed file fails here already), 5 MB at most, no name twice, 5 photos at most. null when the file may go.
 */
export async function controllaFoto(file: File, nomiPresenti: ReadonlySet<string>, postiLiberi: number): Promise<string | null> {
  if (nomiPresenti.has(file.name)) return MESSAGGI_INSERZIONE.immagineDuplicata;
  if (file.size > MAX_BYTES_UPLOAD) return MESSAGGI_MEDIA.troppoGrande;
  if (sniffImageType(await primiByte(file)) === null) return MESSAGGI_MEDIA.formatoFoto;
  if (postiLiberi <= 0) return MESSAGGI_INSERZIONE.troppeImmagini;
  return null;
}
