import { MAX_INPUT_PIXELS, type MediaStore, type ProfileImageKind } from './images';

/**
 * docs/rules.md §6 profile image messages, plus ours for listing photos, content checks and processing. The media worker's
 * failure codes (IMAGE_* in ERROR_CODES) reach these texts through the gateway's errorMessage.
 */
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
  troppiCaricamenti: 'Hai caricato troppe immagini in poco tempo: riprova tra qualche minuto',
} as const;

/** The docs/rules.md §6 message for a file of the wrong type, per destination: what allowedImageTypes refuses is named here. */
export function messaggioFormato(store: MediaStore, kind?: ProfileImageKind): string {
  if (store === 'auto-images') return MESSAGGI_MEDIA.formatoFoto;
  return kind === 'banner' ? MESSAGGI_MEDIA.formatoBanner : MESSAGGI_MEDIA.formatoLogo;
}
