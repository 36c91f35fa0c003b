import { type ImageType, MAX_BYTES_UPLOAD, MESSAGGI_MEDIA, sniffImageType } from '@ricambiamo/contracts';

/** FileReader rather than Blob.arrayBuffer, which older browsers (and jsdom) lack. */
const primiByte = (file: File): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const lettore = new FileReader();
    lettore.onload = () => resolve(new Uint8Array(lettore.result as ArrayBuffer));
    lettore.onerror = () => reject(lettore.error ?? new Error('read failed'));
    lettore.readAsArrayBuffer(file.slice(0, 8));
  });

/**
 * docs/rules.md §6 image rules checked before anything is sent: 5 MB at most, and a format of `tipi` by the bytes (as the
 * gateway checks them, so a renamed file fails here already). null when the file may go.
 */
export async function controllaImmagine(file: File, tipi: readonly ImageType[], messaggioFormato: string): Promise<string | null> {
  if (file.size > MAX_BYTES_UPLOAD) return MESSAGGI_MEDIA.troppoGrande;
  const tipo = sniffImageType(await primiByte(file));
  return tipo !== null && tipi.includes(tipo) ? null : messaggioFormato;
}
