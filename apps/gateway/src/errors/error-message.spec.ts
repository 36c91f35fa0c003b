import { ERROR_CODES } from '@ricambiamo/contracts';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('gives the spec texts for the auth errors', () => {
    expect(errorMessage('INVALID_CREDENTIALS')).toBe('Email o password non validi');
    expect(errorMessage('EMAIL_TAKEN')).toBe("Email già in uso, prova con un'altra");
  });

  it.each(ERROR_CODES)('maps %s to an Italian sentence', (code) => {
    expect(errorMessage(code)).toMatch(/^[A-ZÈ].{8,}/);
  });
});
