import { creaStimatorePassword, PASSWORD_DEBOLE } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import { DIZIONARI_RILASCIATI_DOPO_MS, PasswordStrength } from './password-strength';

describe('PasswordStrength', () => {
  const mario = { nome: 'Mario Rossi', email: 'mario.rossi@example.it' };

  it('refuses a guessable password on its field and accepts a strong one', async () => {
    const strength = new PasswordStrength();
    const rifiuto = await strength.check('mariorossi1', mario).catch((error: unknown) => error);
    expect(rifiuto).toBeInstanceOf(DomainError);
    expect(rifiuto).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: PASSWORD_DEBOLE } });
    await expect(strength.check('cavallo-batteria-graffetta', mario)).resolves.toBeUndefined();
    strength.onModuleDestroy();
  });

  describe('the dictionaries', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('are built by the first check, kept while checks come, and let go after ten idle minutes', async () => {
      const crea = jest.fn(creaStimatorePassword);
      const strength = new PasswordStrength(crea);
      expect(crea).not.toHaveBeenCalled();

      await strength.check('cavallo-batteria-graffetta', mario);
      jest.advanceTimersByTime(DIZIONARI_RILASCIATI_DOPO_MS - 1000);
      await strength.check('cavallo-batteria-graffetta', mario);
      jest.advanceTimersByTime(DIZIONARI_RILASCIATI_DOPO_MS - 1000);
      await strength.check('cavallo-batteria-graffetta', mario);
      expect(crea).toHaveBeenCalledTimes(1);

      jest.advanceTimersByTime(DIZIONARI_RILASCIATI_DOPO_MS);
      await expect(strength.check('mariorossi1', mario)).rejects.toThrow(DomainError);
      expect(crea).toHaveBeenCalledTimes(2);
      strength.onModuleDestroy();
    });

    it('are built again after a build that failed', async () => {
      const crea = jest.fn(creaStimatorePassword).mockRejectedValueOnce(new Error('import non riuscito'));
      const strength = new PasswordStrength(crea);
      await expect(strength.check('cavallo-batteria-graffetta', mario)).rejects.toThrow('import non riuscito');
      await expect(strength.check('cavallo-batteria-graffetta', mario)).resolves.toBeUndefined();
      expect(crea).toHaveBeenCalledTimes(2);
      strength.onModuleDestroy();
    });
  });
});
