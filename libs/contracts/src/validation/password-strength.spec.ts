import { nuovaPasswordFormSchema, registrazioneFormSchema } from './auth';
import { fieldErrors } from './issues';
import {
  caricaStimatorePassword,
  datiPersonali,
  PASSWORD_DEBOLE,
  problemaPassword,
  type StimatorePassword,
} from './password-strength';

let stima: StimatorePassword;
beforeAll(async () => {
  stima = await caricaStimatorePassword();
});

const mario = { nome: 'Mario Rossi', email: 'mario.rossi@example.it', nomeAttivita: 'Autodemolizioni Rossi' };

describe('problemaPassword', () => {
  it.each([
    ['123456', {}],
    ['password', {}],
    ['ricambi1', {}],
    ['Password123!', {}],
    ['qwerty123', {}],
    ['segreta1', {}],
    // zxcvbn's floor for n random characters is 10^n guesses: none of 6 reaches the minimum score.
    ['Zxq!7k', {}],
    // Guessable only to who knows the user: its name, e-mail, the local part, the business.
    ['Mario Rossi', mario],
    ['mariorossi', mario],
    ['MarioRossi1984', mario],
    ['mario.rossi@example.it', mario],
    ['mario.rossi', mario],
    ['Autodemolizioni Rossi', mario],
  ])('refuses %j with the Italian message', (password, utente) => {
    expect(problemaPassword(stima, password, utente)).toBe(PASSWORD_DEBOLE);
  });

  it.each([
    ['cavallo batteria graffetta', mario],
    ['la mia fiat panda rossa', mario],
    ['Volante-Marmitta-Cofano', mario],
    ['segretissima1', mario],
    ['frizione!rossa', mario],
    ['Zxq!7kw', mario],
  ])('accepts %j from Mario Rossi', (password, utente) => {
    expect(problemaPassword(stima, password, utente)).toBeNull();
  });

  it("counts the user's data: the same e-mail passes for someone else", () => {
    expect(problemaPassword(stima, 'mario.rossi@example.it', {})).toBeNull();
    expect(problemaPassword(stima, 'mario.rossi@example.it', { email: 'mario.rossi@example.it' })).toBe(PASSWORD_DEBOLE);
  });

  it("gives zxcvbn's Italian feedback", () => {
    expect(stima('password', {})).toMatchObject({ punteggio: 0, accettabile: false });
    expect(stima('password', {}).avviso).toBe('Questa è una password molto usata.');
    expect(stima('mario.rossi', mario).avviso).toBe(
      'Non devono essere presenti dati personali o relativi alla pagina.',
    );
  });
});

describe('datiPersonali', () => {
  it('takes name, e-mail, local part and business name, whole, run together and word by word', () => {
    expect(datiPersonali(mario)).toEqual([
      'mario rossi',
      'mario.rossi@example.it',
      'mario.rossi',
      'autodemolizioni rossi',
      'mariorossi',
      'mariorossiexampleit',
      'autodemolizionirossi',
      'mario',
      'rossi',
      'example',
      'autodemolizioni',
    ]);
  });

  it('leaves out what is unknown or empty', () => {
    expect(datiPersonali({ nome: ' ', email: null })).toEqual([]);
  });
});

const errori = async (schema: typeof registrazioneFormSchema | typeof nuovaPasswordFormSchema, dati: unknown) => {
  const result = await schema.safeParseAsync(dati);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the forms with the strength rule', () => {
  const registrazione = { nome: 'Mario Rossi', email: 'Mario.Rossi@Example.it', ruolo: 'acquirente' };
  const conPassword = (password: string) => ({ ...registrazione, password, confermaPassword: password });

  it.each(['123456', 'password', 'ricambi1', 'mario.rossi@example.it'])(
    'registration refuses %j on the password field',
    async (password) => {
      expect(await errori(registrazioneFormSchema, conPassword(password))).toEqual({ password: PASSWORD_DEBOLE });
    },
  );

  it('registration accepts a passphrase', async () => {
    expect(await errori(registrazioneFormSchema, conPassword('cavallo batteria graffetta'))).toEqual({});
  });

  it('keeps the length message for a short password, and checks the strength while another field is wrong', async () => {
    expect((await errori(registrazioneFormSchema, conPassword('12345'))).password).toBe(
      'La password deve essere di almeno 6 caratteri',
    );
    expect(await errori(registrazioneFormSchema, { ...conPassword('password'), nome: '' })).toEqual({
      nome: 'Nome è obbligatorio',
      password: PASSWORD_DEBOLE,
    });
  });

  it('the new-password form refuses a common password and accepts a passphrase', async () => {
    expect(await errori(nuovaPasswordFormSchema, { password: '123456', confermaPassword: '123456' })).toEqual({
      password: PASSWORD_DEBOLE,
    });
    const frase = 'gatto nero sul tetto';
    expect(await errori(nuovaPasswordFormSchema, { password: frase, confermaPassword: frase })).toEqual({});
  });
});
