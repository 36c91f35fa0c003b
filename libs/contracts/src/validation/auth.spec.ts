import { registrazioneSchema, loginSchema, nuovaPasswordSchema } from './auth';
import { fieldErrors } from './issues';
import { profiloAcquirenteSchema } from './profilo';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('registrazioneSchema', () => {
  const valid = { nome: 'Mario Rossi', email: 'Mario@Example.it', password: 'segreta1', confermaPassword: 'segreta1' };

  it('accepts a buyer by default and lower-cases the e-mail', () => {
    const result = registrazioneSchema.parse(valid);
    expect(result.ruolo).toBe('acquirente');
    expect(result.email).toBe('mario@example.it');
  });

  it.each([
    [{ nome: '' }, 'nome', 'Nome è obbligatorio'],
    [{ nome: 'M' }, 'nome', 'Il nome deve essere di almeno 2 caratteri'],
    [{ email: '' }, 'email', 'Email è obbligatoria'],
    [{ email: 'mario@' }, 'email', 'Email non valida'],
    [{ password: '' }, 'password', 'Password è obbligatoria'],
    [{ password: '12345', confermaPassword: '12345' }, 'password', 'La password deve essere di almeno 6 caratteri'],
    [{ confermaPassword: '' }, 'confermaPassword', 'Conferma password è obbligatoria'],
    [{ confermaPassword: 'diversa1' }, 'confermaPassword', 'Le password non corrispondono'],
  ])('rejects %j on %s with the spec message', (patch, field, message) => {
    expect(errorsOf(registrazioneSchema.safeParse({ ...valid, ...patch }))[field]).toBe(message);
  });

  it('rejects an unknown role', () => {
    expect(registrazioneSchema.safeParse({ ...valid, ruolo: 'admin' }).success).toBe(false);
  });
});

describe('loginSchema', () => {
  it('defaults ricordami to false', () => {
    expect(loginSchema.parse({ email: 'a@b.it', password: '123456' }).ricordami).toBe(false);
  });
});

describe('nuovaPasswordSchema', () => {
  it('requires matching passwords', () => {
    expect(errorsOf(nuovaPasswordSchema.safeParse({ password: 'abcdef', confermaPassword: 'abcdeg' }))).toEqual({
      confermaPassword: 'Le password non corrispondono',
    });
  });
});

describe('profiloAcquirenteSchema', () => {
  it('stores empty optional fields as null and checks the CAP', () => {
    expect(profiloAcquirenteSchema.parse({ nome: 'Anna', telefono: '', cap: '40121' })).toMatchObject({
      telefono: null,
      cap: '40121',
    });
    expect(errorsOf(profiloAcquirenteSchema.safeParse({ nome: 'Anna', cap: '4012' })).cap).toBe('CAP non valido');
  });
});
