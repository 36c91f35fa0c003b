import { MAX_INPUT_PIXELS } from './images';

/**
 * Why the worker gave up on an image. The worker fails jobs with these codes; the gateway turns them into
 * MESSAGGI_MEDIA texts for the uploader, so no library's English error reaches a user.
 */
export const MEDIA_FAILURE_CODES = ['IMAGE_UNREADABLE', 'IMAGE_TOO_MANY_PIXELS', 'IMAGE_TYPE_MISMATCH', 'INTERNAL'] as const;
export type MediaFailureCode = (typeof MEDIA_FAILURE_CODES)[number];

export const isMediaFailureCode = (value: string): value is MediaFailureCode =>
  (MEDIA_FAILURE_CODES as readonly string[]).includes(value);

/** Spec §5 profile image messages, plus ours for listing photos, content checks and processing. */
export const MESSAGGI_MEDIA = {
  formatoFoto: 'La foto deve essere in formato JPG, JPEG o PNG',
  formatoLogo: 'Il logo deve essere in formato JPG, JPEG o PNG',
  formatoBanner: 'Il banner deve essere in formato JPG/JPEG',
  troppoGrande: 'Il file non può superare i 5MB',
  fileMancante: "Nessun file ricevuto: scegli un'immagine da caricare",
  destinazioneNonValida: 'Destinazione del caricamento non valida',
  soloVenditori: 'Solo i venditori possono caricare immagini',
  caricamentoNonTrovato: 'Caricamento non trovato',
  immagineIllegibile: "L'immagine è danneggiata o incompleta: prova con un altro file",
  troppiPixel: `L'immagine ha troppi pixel: il massimo è ${MAX_INPUT_PIXELS / 1_000_000} megapixel`,
  erroreImmagine: "Errore durante il caricamento dell'immagine",
} as const;

/** The message GET /uploads/:key shows for a failed image. */
export function messaggioFallimentoMedia(code: MediaFailureCode): string {
  switch (code) {
    case 'IMAGE_UNREADABLE':
    case 'IMAGE_TYPE_MISMATCH':
      return MESSAGGI_MEDIA.immagineIllegibile;
    case 'IMAGE_TOO_MANY_PIXELS':
      return MESSAGGI_MEDIA.troppiPixel;
    case 'INTERNAL':
      return MESSAGGI_MEDIA.erroreImmagine;
  }
}
