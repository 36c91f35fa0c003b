import type { SfidaDto } from '@ricambiamo/contracts';
import { CODICI_RECUPERO, CODICI_SBAGLIATI_PER_ACCOUNT, IDENTITY, TENTATIVI_SFIDA } from '@ricambiamo/contracts';
import { codiceTotp, comandoOperatore, creaOperatore, failure, testDatabaseUrl } from '@ricambiamo/testing';
import type { IdentityHarness } from '../fixtures/identity-harness';
import { startIdentityHarness } from '../fixtures/identity-harness';

jest.setTimeout(120_000);

const DATABASE = 'ricambiamo_identity_test_secondo_fattore';
const PASSWORD = 'una-password-da-operatore-1';
let h: IdentityHarness;
let operatori = 0;

beforeAll(async () => {
  h = await startIdentityHarness(DATABASE);
});

afterAll(async () => {
  await h.close();
});

const comando = (...args: string[]) => comandoOperatore(testDatabaseUrl(DATABASE), ...args);

/** An operator made by the command, with the password set through the link it printed. */
async function nuovoOperatore(): Promise<string> {
  const email = `operatore${++operatori}@ricambiamo.it`;
  const token = await creaOperatore(testDatabaseUrl(DATABASE), email);
  await h.call(IDENTITY.password.reset, { token, password: PASSWORD, confermaPassword: PASSWORD });
  return email;
}

async function sfida(email: string): Promise<SfidaDto> {
  const esito = await h.call(IDENTITY.session.login, { email, password: PASSWORD, persistent: false, userAgent: 'Firefox' });
  expect(esito.sessione).toBeNull();
  return esito.secondoFattore!;
}

/** Enrolled: its secret, its recovery codes, and the moment whose code enrolled it. */
async function attivato(email: string): Promise<{ segreto: string; codiciRecupero: string[]; istante: number }> {
  const { sfida: s } = await sfida(email);
  const { segreto } = await h.call(IDENTITY.session.enrol, { sfida: s });
  const istante = Date.now();
  const { codiciRecupero } = await h.call(IDENTITY.session.confirmEnrolment, { sfida: s, codice: codiceTotp(segreto, istante) });
  return { segreto, codiciRecupero, istante };
}

describe("the operators' command", () => {
  it('makes an operator who signs in only with a second factor, and refuses an e-mail of another account', async () => {
    const email = await nuovoOperatore();
    const [riga] = await h.sql<{ nome: string; ruolo: string }>('SELECT nome, ruolo::text FROM users WHERE email = $1', [email]);
    expect(riga).toEqual({ nome: 'Anna Operatrice', ruolo: 'operatore' });
    expect(await sfida(email)).toEqual({ sfida: expect.any(String), attivazione: true });

    const acquirente = await h.call(IDENTITY.user.register, { nome: 'Luca', email: 'luca@esempio.it', password: 'segretissima1', confermaPassword: 'segretissima1' });
    expect(await comando('crea', 'luca@esempio.it')).toEqual({ codice: 1, uscita: expect.stringContaining('è già un account di acquirente') });
    expect((await h.sql<{ ruolo: string }>('SELECT ruolo::text FROM users WHERE id = $1', [acquirente.user.id]))[0].ruolo).toBe('acquirente');
    expect((await comando('crea', 'non-una-email')).codice).toBe(2);
  });

  it('is the only way to an operator: registration refuses the role', async () => {
    const tentativo = h.call(IDENTITY.user.register, {
      nome: 'Finto',
      email: 'finto@esempio.it',
      password: 'segretissima1',
      confermaPassword: 'segretissima1',
      ruolo: 'operatore' as never,
    });
    expect(await failure(tentativo)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('enrolment', () => {
  it('shows one secret per challenge, keeps it encrypted, and opens the session with the recovery codes on its first code', async () => {
    const email = await nuovoOperatore();
    const { sfida: s } = await sfida(email);
    const attivazione = await h.call(IDENTITY.session.enrol, { sfida: s });
    expect(attivazione.segreto).toMatch(/^[A-Z2-7]{32}$/);
    expect(attivazione.uri).toContain(`secret=${attivazione.segreto}`);
    expect(await h.call(IDENTITY.session.enrol, { sfida: s })).toEqual(attivazione);

    expect(await failure(h.call(IDENTITY.session.confirmEnrolment, { sfida: s, codice: '000000' }))).toMatchObject({ code: 'SECOND_FACTOR_INVALID' });
    const { sessione, codiciRecupero } = await h.call(IDENTITY.session.confirmEnrolment, {
      sfida: s,
      codice: codiceTotp(attivazione.segreto, Date.now()),
    });
    expect(sessione.user).toMatchObject({ email, ruolo: 'operatore' });
    expect(codiciRecupero).toHaveLength(CODICI_RECUPERO);

    const [riga] = await h.sql<{ totp_segreto: string }>('SELECT totp_segreto FROM users WHERE email = $1', [email]);
    expect(riga.totp_segreto).toMatch(/^v1\./);
    expect(riga.totp_segreto).not.toContain(attivazione.segreto);
    const codici = await h.sql<{ codice_hash: string }>('SELECT codice_hash FROM codici_recupero r JOIN users u ON u.id = r.user_id WHERE u.email = $1', [email]);
    expect(codici).toHaveLength(CODICI_RECUPERO);
    for (const codice of codiciRecupero) expect(codici.map((c) => c.codice_hash)).not.toContain(codice);

    // The challenge is spent, and an enrolled operator enrols nothing more.
    expect(await failure(h.call(IDENTITY.session.enrol, { sfida: s }))).toMatchObject({ code: 'SECOND_FACTOR_EXPIRED' });
    expect(await sfida(email)).toMatchObject({ attivazione: false });
    expect(await failure(h.call(IDENTITY.session.enrol, { sfida: (await sfida(email)).sfida }))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('signing in with the second factor', () => {
  it('takes a TOTP code once, and each recovery code once', async () => {
    const email = await nuovoOperatore();
    const { segreto, codiciRecupero, istante } = await attivato(email);

    // The code of enrolment's step is spent; the next step's code opens a session, once.
    const codiceUsato = codiceTotp(segreto, istante);
    expect(await failure(h.call(IDENTITY.session.secondFactor, { sfida: (await sfida(email)).sfida, codice: codiceUsato }))).toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
    });
    const prossimo = codiceTotp(segreto, istante + 30_000);
    const sessione = await h.call(IDENTITY.session.secondFactor, { sfida: (await sfida(email)).sfida, codice: prossimo });
    expect(sessione).toMatchObject({ user: { email, ruolo: 'operatore' }, persistent: false });
    expect(await failure(h.call(IDENTITY.session.secondFactor, { sfida: (await sfida(email)).sfida, codice: prossimo }))).toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
    });

    const [recupero] = codiciRecupero;
    expect(await h.call(IDENTITY.session.secondFactor, { sfida: (await sfida(email)).sfida, codice: recupero.toUpperCase() })).toMatchObject({
      user: { email },
    });
    expect(await failure(h.call(IDENTITY.session.secondFactor, { sfida: (await sfida(email)).sfida, codice: recupero }))).toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
    });
    // A challenge answered is spent: it opens no second session.
    const s = (await sfida(email)).sfida;
    await h.call(IDENTITY.session.secondFactor, { sfida: s, codice: codiciRecupero[1] });
    expect(await failure(h.call(IDENTITY.session.secondFactor, { sfida: s, codice: codiciRecupero[2] }))).toMatchObject({ code: 'SECOND_FACTOR_EXPIRED' });
  });

  it('ends a challenge after its attempts, even codes sent at once, and stops an account that keeps guessing', async () => {
    const email = await nuovoOperatore();
    const { segreto, istante } = await attivato(email);
    const { sfida: s } = await sfida(email);
    const tentativi = await Promise.allSettled(
      Array.from({ length: TENTATIVI_SFIDA * 2 }, (_, i) => h.call(IDENTITY.session.secondFactor, { sfida: s, codice: String(100_000 + i) })),
    );
    const codici = tentativi.map((t) => (t.status === 'rejected' ? (t.reason as { code: string }).code : 'ok'));
    expect(codici.filter((c) => c === 'SECOND_FACTOR_INVALID')).toHaveLength(TENTATIVI_SFIDA);
    expect(codici.filter((c) => c === 'SECOND_FACTOR_EXPIRED')).toHaveLength(TENTATIVI_SFIDA);
    // The right code comes too late for this challenge.
    expect(await failure(h.call(IDENTITY.session.secondFactor, { sfida: s, codice: codiceTotp(segreto, istante + 30_000) }))).toMatchObject({
      code: 'SECOND_FACTOR_EXPIRED',
    });

    // Wrong codes across challenges: past CODICI_SBAGLIATI_PER_ACCOUNT the password opens none for a while.
    const altra = (await sfida(email)).sfida;
    for (let i = TENTATIVI_SFIDA; i < CODICI_SBAGLIATI_PER_ACCOUNT; i++) {
      await failure(h.call(IDENTITY.session.secondFactor, { sfida: altra, codice: '999999' }));
    }
    expect(await failure(h.call(IDENTITY.session.login, { email, password: PASSWORD, persistent: false }))).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('starts over from the password once a challenge expires, and enrols anew after the command resets the factor', async () => {
    const email = await nuovoOperatore();
    await attivato(email);
    const { sfida: s } = await sfida(email);
    await h.sql("UPDATE sfide_accesso SET scade_il = now() - interval '1 second'");
    expect(await failure(h.call(IDENTITY.session.secondFactor, { sfida: s, codice: '123456' }))).toMatchObject({ code: 'SECOND_FACTOR_EXPIRED' });

    expect(await comando('azzera-secondo-fattore', email)).toMatchObject({ codice: 0 });
    expect(await sfida(email)).toMatchObject({ attivazione: true });
    expect((await h.sql('SELECT 1 FROM codici_recupero r JOIN users u ON u.id = r.user_id WHERE u.email = $1', [email])).length).toBe(0);
    expect(await comando('azzera-secondo-fattore', 'luca@esempio.it')).toMatchObject({ codice: 1 });
  });
});

describe("the operator's recovery codes", () => {
  it('counts those left, and replaces them all for a code of the app only, for the operator alone', async () => {
    const email = await nuovoOperatore();
    const { segreto, codiciRecupero, istante } = await attivato(email);
    const sessione = await h.call(IDENTITY.session.secondFactor, { sfida: (await sfida(email)).sfida, codice: codiciRecupero[0] });
    const operatore = { userId: sessione.user.id, role: 'operatore' as const };
    expect(await h.call(IDENTITY.operatore.security, {}, operatore)).toEqual({ codiciRecuperoRimasti: CODICI_RECUPERO - 1 });

    expect(await failure(h.call(IDENTITY.operatore.regenerateCodes, { codice: codiciRecupero[1] }, operatore))).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { codice: "Inserisci il codice a 6 cifre dell'app di autenticazione" },
    });
    expect(await failure(h.call(IDENTITY.operatore.regenerateCodes, { codice: codiceTotp(segreto, istante) }, operatore))).toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
    });
    const { codiciRecupero: nuovi } = await h.call(IDENTITY.operatore.regenerateCodes, { codice: codiceTotp(segreto, istante + 30_000) }, operatore);
    expect(nuovi).toHaveLength(CODICI_RECUPERO);
    expect(await h.call(IDENTITY.operatore.security, {}, operatore)).toEqual({ codiciRecuperoRimasti: CODICI_RECUPERO });
    // The old codes are void, the new ones work.
    expect(await failure(h.call(IDENTITY.session.secondFactor, { sfida: (await sfida(email)).sfida, codice: codiciRecupero[2] }))).toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
    });
    expect(await h.call(IDENTITY.session.secondFactor, { sfida: (await sfida(email)).sfida, codice: nuovi[0] })).toMatchObject({ user: { email } });

    const acquirente = { userId: operatore.userId, role: 'acquirente' as const };
    for (const [actor, code] of [
      [acquirente, 'FORBIDDEN'],
      [{ ...acquirente, role: 'venditore' as const }, 'FORBIDDEN'],
      [null, 'UNAUTHENTICATED'],
    ] as const) {
      expect(await failure(h.call(IDENTITY.operatore.security, {}, actor))).toMatchObject({ code });
      expect(await failure(h.call(IDENTITY.operatore.regenerateCodes, { codice: '123456' }, actor))).toMatchObject({ code });
    }
  });
});
