import { IDENTITY, IDENTITY_EVENTS, MESSAGGI, MESSAGGI_PROFILO, PASSWORD_DEBOLE } from '@ricambiamo/contracts';
import { failure, lastEvent, waitFor } from '@ricambiamo/testing';
import { Client } from 'pg';
import { hashToken, newOpaqueToken } from '../../src/sessione/opaque-token';
import type { IdentityHarness } from '../fixtures/identity-harness';
import { actorOf, startIdentityHarness } from '../fixtures/identity-harness';

const RESET_URL = 'http://localhost:8080/update-password';
const DAY_MS = 24 * 60 * 60 * 1000;

let h: IdentityHarness;
let emails = 0;
const newEmail = () => `utente${++emails}@esempio.it`;

const register = (email: string, extra: Record<string, unknown> = {}) =>
  h.call(IDENTITY.user.register, {
    nome: 'Giulia Verdi',
    email,
    password: 'segretissima1',
    confermaPassword: 'segretissima1',
    ...extra,
  });
/** A buyer's or seller's login: its session (an operator's is in secondo-fattore.integration-spec.ts). */
const login = async (email: string, password: string, persistent = false) =>
  (await h.call(IDENTITY.session.login, { email, password, persistent })).sessione!;
const refresh = (refreshToken: string) => h.call(IDENTITY.session.refresh, { refreshToken });
const logout = (refreshToken: string) => h.call(IDENTITY.session.logout, { refreshToken });

/** The newest evt.identity.sessions.revoked on the stream, once it names the session: the gateway refuses it from then on. */
const revocationOf = (sessionId: string) =>
  waitFor(async () => {
    const last = await lastEvent(h.nats.url, IDENTITY_EVENTS.sessionsRevoked);
    return last.sessionIds.includes(sessionId) ? last : undefined;
  });


beforeAll(async () => {
  h = await startIdentityHarness('ricambiamo_identity_test');
});

afterAll(async () => {
  await h.close();
});

describe('registration', () => {
  it('creates the user, logs it in and hashes the password with argon2id', async () => {
    const email = newEmail();
    const session = await register(email, { ruolo: 'venditore' });
    expect(session.user).toMatchObject({ email, nome: 'Giulia Verdi', ruolo: 'venditore', nomeAttivita: null });
    expect(session.user.orari.domenica).toEqual({ apertura: '08:00', chiusura: '12:00', chiuso: true });
    expect(session.persistent).toBe(false);
    expect(session.refreshToken.length).toBeGreaterThanOrEqual(43);
    const [row] = await h.sql<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [session.user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    await expect(refresh(session.refreshToken)).resolves.toMatchObject({ user: { id: session.user.id } });
  });

  it('defaults the role to acquirente', async () => {
    expect((await register(newEmail())).user.ruolo).toBe('acquirente');
  });

  it('rejects an e-mail already in use, whatever its case', async () => {
    const email = newEmail();
    await register(email);
    expect((await failure(register(email.toUpperCase()))).code).toBe('EMAIL_TAKEN');
  });

  it('lets exactly one of several simultaneous registrations of one e-mail succeed', async () => {
    const email = newEmail();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => register(email)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const codes = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: string }).code] : []));
    expect(codes).toEqual(['EMAIL_TAKEN', 'EMAIL_TAKEN', 'EMAIL_TAKEN', 'EMAIL_TAKEN']);
  });

  it('answers invalid input with the Italian field messages of the shared schema', async () => {
    const error = await failure(
      h.call(IDENTITY.user.register, { nome: 'G', email: 'non-una-email', password: '123', confermaPassword: '1234' }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      nome: MESSAGGI.validazione.nomeCorto,
      email: MESSAGGI.validazione.emailNonValida,
      password: MESSAGGI.validazione.passwordCorta,
      confermaPassword: MESSAGGI.validazione.passwordNonCorrispondono,
    });
  });

  it('refuses a guessable password, its own name and e-mail included, with the Italian message, and creates nobody', async () => {
    const email = newEmail();
    for (const password of ['password', '123456', email, 'Giulia Verdi']) {
      const error = await failure(register(email, { password, confermaPassword: password }));
      expect({ password, code: error.code, fields: error.fields }).toEqual({
        password,
        code: 'VALIDATION_FAILED',
        fields: { password: PASSWORD_DEBOLE },
      });
    }
    expect(await h.sql('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
  });

  it('publishes evt.identity.user.registered to JetStream', async () => {
    const session = await register(newEmail(), { ruolo: 'venditore' });
    const payload = await waitFor(async () => {
      const last = await lastEvent(h.nats.url, IDENTITY_EVENTS.userRegistered);
      return last.userId === session.user.id ? last : undefined;
    });
    expect(payload).toEqual({
      userId: session.user.id,
      email: session.user.email,
      nome: 'Giulia Verdi',
      ruolo: 'venditore',
      nomeAttivita: null,
      iban: null,
      // No "Dati per la vendita" yet: not yet a seller who may publish.
      tracciabile: false,
    });
  });
});

describe('sessions', () => {
  const password = 'segretissima1';
  let email: string;

  beforeAll(async () => {
    email = newEmail();
    await register(email);
  });

  it('logs in with the right password; "Ricordami" makes the session last 30 days instead of 12 hours', async () => {
    const now = Date.now();
    const persistent = await login(email.toUpperCase(), password, true);
    expect(persistent.user.email).toBe(email);
    expect(Date.parse(persistent.expiresAt) - now).toBeGreaterThan(29 * DAY_MS);
    const browser = await login(email, password, false);
    const lifetime = Date.parse(browser.expiresAt) - now;
    expect(lifetime).toBeGreaterThan(11 * 60 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(12 * 60 * 60 * 1000 + 1000);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    expect((await failure(login(email, 'sbagliata'))).code).toBe('INVALID_CREDENTIALS');
    expect((await failure(login(newEmail(), password))).code).toBe('INVALID_CREDENTIALS');
  });

  it('rotates the refresh token on every refresh', async () => {
    const first = await login(email, password, true);
    const second = await refresh(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.persistent).toBe(true);
    const third = await refresh(second.refreshToken);
    expect(third.user.id).toBe(first.user.id);
  });

  it('keeps the session id of the login across rotations', async () => {
    const first = await login(email, password);
    const second = await refresh(first.refreshToken);
    expect(first.sessionId).toEqual(expect.any(String));
    expect(second.sessionId).toBe(first.sessionId);
    expect((await login(email, password)).sessionId).not.toBe(first.sessionId);
  });

  it('lets a second tab refresh with the same token at the same moment, within the grace', async () => {
    const first = await login(email, password);
    const tabs = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect(tabs.map((tab) => tab.sessionId)).toEqual([first.sessionId, first.sessionId]);
    expect(tabs[0].refreshToken).not.toBe(tabs[1].refreshToken);
    // Whichever answer the browser kept, the session goes on.
    for (const tab of tabs) await expect(refresh(tab.refreshToken)).resolves.toMatchObject({ sessionId: first.sessionId });
    // A late tab, still within the grace, too.
    await expect(refresh(first.refreshToken)).resolves.toMatchObject({ sessionId: first.sessionId });
  });

  it('revokes the whole family when a rotated token is presented again after the grace', async () => {
    const first = await login(email, password);
    const second = await refresh(first.refreshToken);
    await h.sql("UPDATE refresh_sessions SET rotated_at = rotated_at - interval '31 seconds' WHERE family_id = $1", [
      first.sessionId,
    ]);
    expect((await failure(refresh(first.refreshToken))).code).toBe('SESSION_INVALID');
    // The legitimate holder of the newer token is logged out too: one of the two parties stole the token.
    expect((await failure(refresh(second.refreshToken))).code).toBe('SESSION_INVALID');
    // And the gateway hears of it, so both parties' access tokens stop working as well.
    await expect(revocationOf(first.sessionId)).resolves.toEqual({ userId: first.user.id, sessionIds: [first.sessionId] });
  });

  it('ends a successor that a refresh commits while the logout waits for it', async () => {
    const session = await login(email, password);
    // The interleaving of a refresh racing the logout, held still: the refresh has locked the token it rotates...
    const refreshing = new Client({ connectionString: h.databaseUrl });
    await refreshing.connect();
    const successor = newOpaqueToken();
    try {
      await refreshing.query('BEGIN');
      const locked = await refreshing.query<{ user_id: string; family_id: string }>(
        'SELECT user_id, family_id FROM refresh_sessions WHERE token_hash = $1 FOR UPDATE',
        [hashToken(session.refreshToken)],
      );
      const loggingOut = logout(session.refreshToken);
      await waitFor(async () => {
        const waiting = await h.sql("SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()");
        return waiting.length > 0 || undefined;
      });
      // ...and commits its successor while the logout waits on that lock.
      await refreshing.query(
        "INSERT INTO refresh_sessions (id, user_id, family_id, token_hash, persistent, expires_at) VALUES (gen_random_uuid(), $1, $2, $3, false, now() + interval '1 hour')",
        [locked.rows[0].user_id, locked.rows[0].family_id, hashToken(successor)],
      );
      await refreshing.query('COMMIT');
      await loggingOut;
    } finally {
      await refreshing.end();
    }
    expect((await failure(refresh(successor))).code).toBe('SESSION_INVALID');
  });

  it('refuses expired and unknown refresh tokens', async () => {
    const session = await login(email, password);
    await h.sql("UPDATE refresh_sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [session.user.id]);
    expect((await failure(refresh(session.refreshToken))).code).toBe('SESSION_INVALID');
    expect((await failure(refresh('non-esiste'))).code).toBe('SESSION_INVALID');
  });

  it('ends the session on logout and names it, so the gateway can refuse its access tokens', async () => {
    const session = await login(email, password);
    const other = await login(email, password);
    await expect(logout(session.refreshToken)).resolves.toEqual({ revokedSessions: [session.sessionId] });
    await expect(revocationOf(session.sessionId)).resolves.toEqual({ userId: session.user.id, sessionIds: [session.sessionId] });
    expect((await failure(refresh(session.refreshToken))).code).toBe('SESSION_INVALID');
    await expect(refresh(other.refreshToken)).resolves.toMatchObject({ sessionId: other.sessionId });
    // Logging out twice names the session again (a retry after a lost answer); an unknown token names none.
    await expect(logout(session.refreshToken)).resolves.toEqual({ revokedSessions: [session.sessionId] });
    await expect(logout('non-esiste')).resolves.toEqual({ revokedSessions: [] });
  });
});

describe('password reset', () => {
  const requestReset = (email: string) => h.call(IDENTITY.password.requestReset, { email, resetUrl: RESET_URL });
  const resetPassword = (token: string, password: string) =>
    h.call(IDENTITY.password.reset, { token, password, confermaPassword: password });

  async function resetLinkFor(email: string): Promise<URL> {
    const mail = await h.smtp.waitForMail(email);
    h.smtp.mails.splice(h.smtp.mails.indexOf(mail), 1);
    expect(mail.body).toContain('Reimposta la tua password di Ricambiamo');
    const link = /http:\/\/localhost:8080\/update-password\?token=[\w-]+/.exec(mail.body);
    expect(link).not.toBeNull();
    return new URL(link![0]);
  }

  it('mails a single-use link that sets a new password and logs every device out', async () => {
    const email = newEmail();
    const registered = await register(email);
    await expect(requestReset(email)).resolves.toEqual({ ok: true });
    const link = await resetLinkFor(email);
    expect(`${link.origin}${link.pathname}`).toBe(RESET_URL);
    const token = link.searchParams.get('token')!;

    const other = await login(email, 'segretissima1', true);
    const reset = await resetPassword(token, 'nuovissima123');
    expect(reset.revokedSessions.sort()).toEqual([registered.sessionId, other.sessionId].sort());
    const announced = await revocationOf(registered.sessionId);
    expect(announced).toEqual({ userId: registered.user.id, sessionIds: expect.arrayContaining(reset.revokedSessions) });
    expect(announced.sessionIds).toHaveLength(2);
    expect((await failure(login(email, 'segretissima1'))).code).toBe('INVALID_CREDENTIALS');
    await expect(login(email, 'nuovissima123')).resolves.toMatchObject({ user: { email } });
    expect((await failure(refresh(registered.refreshToken))).code).toBe('SESSION_INVALID');
    expect((await failure(resetPassword(token, 'ancora123'))).code).toBe('RESET_TOKEN_INVALID');
    const [row] = await h.sql<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens LIMIT 1');
    expect(row.token_hash).not.toBe(token);
  });

  it('refuses every other link of the user once one is used, even one used at the same moment', async () => {
    const email = newEmail();
    await register(email);
    const tokens = [];
    for (let i = 0; i < 3; i += 1) {
      await requestReset(email);
      tokens.push((await resetLinkFor(email)).searchParams.get('token')!);
    }
    const [racing, other, late] = tokens;
    const results = await Promise.allSettled([resetPassword(racing, 'nuovissima123'), resetPassword(other, 'altrissima123')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected')!;
    expect((refused.reason as { code: string }).code).toBe('RESET_TOKEN_INVALID');
    expect((await failure(resetPassword(late, 'tarda123'))).code).toBe('RESET_TOKEN_INVALID');
    const winner = results[0].status === 'fulfilled' ? 'nuovissima123' : 'altrissima123';
    await expect(login(email, winner)).resolves.toMatchObject({ user: { email } });
  });

  it('refuses a guessable new password, its own e-mail included, and leaves the link and the old password usable', async () => {
    const email = newEmail();
    await register(email);
    await requestReset(email);
    const token = (await resetLinkFor(email)).searchParams.get('token')!;
    for (const password of ['password', '123456', email]) {
      const error = await failure(resetPassword(token, password));
      expect({ password, code: error.code, fields: error.fields }).toEqual({
        password,
        code: 'VALIDATION_FAILED',
        fields: { password: PASSWORD_DEBOLE },
      });
    }
    await expect(login(email, 'segretissima1')).resolves.toMatchObject({ user: { email } });
    await expect(resetPassword(token, 'nuovissima123')).resolves.toMatchObject({ revokedSessions: expect.any(Array) });
    await expect(login(email, 'nuovissima123')).resolves.toMatchObject({ user: { email } });
  });

  it('refuses a link older than one hour', async () => {
    const email = newEmail();
    await register(email);
    await requestReset(email);
    const token = (await resetLinkFor(email)).searchParams.get('token')!;
    await h.sql("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL");
    expect((await failure(resetPassword(token, 'nuovissima123'))).code).toBe('RESET_TOKEN_INVALID');
    await expect(login(email, 'segretissima1')).resolves.toBeDefined();
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const unknown = newEmail();
    await expect(requestReset(unknown)).resolves.toEqual({ ok: true });
    const known = newEmail();
    await register(known);
    await requestReset(known);
    await resetLinkFor(known);
    expect(h.smtp.mails.some((mail) => mail.to.includes(unknown))).toBe(false);
  });

  it('validates the new password with the shared messages', async () => {
    const error = await failure(h.call(IDENTITY.password.reset, { token: 'x', password: 'abc', confermaPassword: 'abd' }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toMatchObject({ password: MESSAGGI.validazione.passwordCorta });
  });
});

describe('current user and buyer profile', () => {
  const profilo = { nome: 'Giulia Rossi', telefono: '333 1234567', indirizzo: 'Via Roma 1', citta: 'Bologna', cap: '40121', provincia: 'BO' };

  it('returns the actor’s own user and needs an actor', async () => {
    const session = await register(newEmail());
    await expect(h.call(IDENTITY.user.me, {}, actorOf(session))).resolves.toEqual(session.user);
    expect((await failure(h.call(IDENTITY.user.me, {}))).code).toBe('UNAUTHENTICATED');
  });

  it('updates only the actor’s row, whatever ids the data carries, and announces it', async () => {
    const buyer = await register(newEmail());
    const other = await register(newEmail());
    // What a tampered client could send: the contract's type does not list these, the schema strips them.
    const tampered = { ...profilo, id: other.user.id, userId: other.user.id, email: 'rubata@esempio.it', ruolo: 'venditore' };
    const updated = await h.call(IDENTITY.user.updateBuyerProfile, tampered, actorOf(buyer));
    expect(updated).toMatchObject({ ...profilo, id: buyer.user.id, email: buyer.user.email, ruolo: 'acquirente' });
    await expect(h.call(IDENTITY.user.me, {}, actorOf(other))).resolves.toEqual(other.user);

    const payload = await waitFor(async () => {
      const last = await lastEvent(h.nats.url, IDENTITY_EVENTS.userUpdated);
      return last.userId === buyer.user.id ? last : undefined;
    });
    expect(payload).toEqual({ userId: buyer.user.id, nome: 'Giulia Rossi', ruolo: 'acquirente', nomeAttivita: null, iban: null, tracciabile: false });
  });

  it('stores empty optional fields as null and rejects a bad CAP', async () => {
    const buyer = await register(newEmail());
    const updated = await h.call(IDENTITY.user.updateBuyerProfile, { nome: 'Giulia', telefono: '', cap: '' }, actorOf(buyer));
    expect(updated).toMatchObject({ telefono: null, cap: null });
    const error = await failure(h.call(IDENTITY.user.updateBuyerProfile, { nome: 'Giulia', cap: '123' }, actorOf(buyer)));
    expect(error.fields).toEqual({ cap: MESSAGGI.validazione.capNonValido });
  });

  it('keeps a repair-business declaration with a valid partita IVA, refuses a wrong one, and withdraws it on null', async () => {
    const buyer = await register(newEmail());
    const officina = { ragioneSociale: 'Officina Rossi Snc', partitaIva: '01234567897', registro: 'BO-RA 123456' };
    const declaration = () => h.call(IDENTITY.buyer.declaration, { acquirenteId: buyer.user.id });

    // The check digit is wrong: nothing is stored, the message is at its field.
    const error = await failure(h.call(IDENTITY.user.updateBuyerProfile, { nome: 'Giulia', officina: { ...officina, partitaIva: '01234567890' } }, actorOf(buyer)));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ 'officina.partitaIva': MESSAGGI_PROFILO.partitaIva });
    const incomplete = await failure(h.call(IDENTITY.user.updateBuyerProfile, { nome: 'Giulia', officina: { ...officina, registro: ' ' } }, actorOf(buyer)));
    expect(incomplete.fields).toEqual({ 'officina.registro': MESSAGGI_PROFILO.registro });
    await expect(declaration()).resolves.toEqual({ officina: null, veicolo: null });

    expect(await h.call(IDENTITY.user.updateBuyerProfile, { nome: 'Giulia', officina: { ...officina, partitaIva: '012 3456 7897' } }, actorOf(buyer))).toMatchObject({
      officina,
    });
    await expect(declaration()).resolves.toEqual({ officina, veicolo: null });
    // A profile saved without the declaration keeps it; null withdraws it.
    await h.call(IDENTITY.user.updateBuyerProfile, { nome: 'Giulia Rossi' }, actorOf(buyer));
    await expect(declaration()).resolves.toEqual({ officina, veicolo: null });
    expect(await h.call(IDENTITY.user.updateBuyerProfile, { nome: 'Giulia Rossi', officina: null }, actorOf(buyer))).toMatchObject({ officina: null });
    await expect(declaration()).resolves.toEqual({ officina: null, veicolo: null });

    // Asked only by services: a user cannot read anyone's declaration, and a seller has none.
    expect((await failure(h.call(IDENTITY.buyer.declaration, { acquirenteId: buyer.user.id }, actorOf(buyer)))).code).toBe('FORBIDDEN');
    const seller = await register(newEmail(), { ruolo: 'venditore' });
    await expect(h.call(IDENTITY.buyer.declaration, { acquirenteId: seller.user.id })).resolves.toEqual({ officina: null, veicolo: null });
  });

  it('refuses sellers and anonymous callers', async () => {
    const seller = await register(newEmail(), { ruolo: 'venditore' });
    expect((await failure(h.call(IDENTITY.user.updateBuyerProfile, profilo, actorOf(seller)))).code).toBe('FORBIDDEN');
    expect((await failure(h.call(IDENTITY.user.updateBuyerProfile, profilo))).code).toBe('UNAUTHENTICATED');
    await expect(h.call(IDENTITY.user.me, {}, actorOf(seller))).resolves.toEqual(seller.user);
  });
});

describe('operations endpoints', () => {
  it('serves readiness with its dependencies, liveness and Prometheus metrics over HTTP', async () => {
    const base = await h.app.getUrl();
    const ready = await fetch(`${base}/health`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', info: { database: { status: 'up' }, nats: { status: 'up' } } });
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(/rpc_server_duration_seconds_count\{[^}]*subject="identity.user.register",outcome="ok"\} \d+/);
    expect(metrics).toContain('process_cpu_seconds_total');
  });
});
