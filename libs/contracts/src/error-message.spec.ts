import { ERROR_CODES } from './errors';
import { MESSAGGI } from './messages';
import { MESSAGGI_MEDIA } from './media';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('gives the spec texts for the auth errors', () => {
    expect(errorMessage('INVALID_CREDENTIALS')).toBe('Email o password non validi');
    expect(errorMessage('EMAIL_TAKEN')).toBe("Email già in uso, prova con un'altra");
  });

  it("gives the media texts for a failed image, and the upload's own text when it failed unexpectedly", () => {
    expect(errorMessage('IMAGE_UNREADABLE')).toBe(MESSAGGI_MEDIA.immagineIllegibile);
    expect(errorMessage('IMAGE_TYPE_MISMATCH')).toBe(MESSAGGI_MEDIA.immagineIllegibile);
    expect(errorMessage('IMAGE_TOO_MANY_PIXELS')).toBe(MESSAGGI_MEDIA.troppiPixel);
    expect(errorMessage('IMAGE_UNAVAILABLE')).toBe("Errore durante il caricamento dell'immagine");
    expect(errorMessage('INTERNAL', MESSAGGI_MEDIA.erroreImmagine)).toBe(MESSAGGI_MEDIA.erroreImmagine);
    expect(errorMessage('INTERNAL')).toBe(MESSAGGI.generico);
  });

  it('tells a seller whose yard is full how many areas it may have and what to do', () => {
    expect(errorMessage('AREA_LIMIT_REACHED')).toBe("Hai già 200 aree, il massimo per un parco: eliminane una per crearne un'altra");
  });

  it('tells a buyer whose garage is full how many vehicles it may hold', () => {
    expect(errorMessage('GARAGE_LIMIT_REACHED')).toBe('Puoi salvare al massimo 5 veicoli');
  });

  it('tells a seller retrying an operation whose listing was deleted since that it was done, and nothing more happens', () => {
    expect(errorMessage('IDEMPOTENCY_KEY_LISTING_DELETED')).toBe("Questa richiesta è già stata eseguita, ma l'inserzione è stata poi eliminata");
  });

  it.each(ERROR_CODES)('maps %s to an Italian sentence', (code) => {
    expect(errorMessage(code)).toMatch(/^[A-ZÈ].{8,}/);
  });
});
