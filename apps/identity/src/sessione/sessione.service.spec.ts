import type { EventContract, PayloadIn } from '@ricambiamo/contracts';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import type { Emit, UnitOfWork } from '@ricambiamo/service-kit';
import { failure } from '@ricambiamo/testing';
import type { User } from '../generated/prisma/client';
import type { PasswordHasher } from '../utente/password-hasher';
import type { UtenteRepository } from '../utente/utente.repository';
import { hashToken } from './opaque-token';
import type { NewSession, SessionRecord, SessioneRepository } from './sessione.repository';
import { SessioneService } from './sessione.service';
import type { SfideAccesso } from './sfide-accesso';

const user = {
  id: 'u-1',
  email: 'giulia@esempio.it',
  passwordHash: 'hash:segreta1',
  nome: 'Giulia',
  ruolo: 'acquirente',
  orari: {},
  createdAt: new Date('2026-01-01T00:00:00Z'),
} as unknown as User;
const operatore = { ...user, id: 'u-2', email: 'operatore@esempio.it', ruolo: 'operatore', totpSegreto: null } as unknown as User;

class FakeSessions {
  rows: (SessionRecord & { tokenHash: string })[] = [];
  raceOnNextRotate = false;

  create(session: NewSession): Promise<void> {
    this.rows.push({ ...session, id: `s-${this.rows.length + 1}`, rotatedAt: null, revokedAt: null });
    return Promise.resolve();
  }

  findByTokenHash(tokenHash: string): Promise<SessionRecord | null> {
    return Promise.resolve(this.rows.find((row) => row.tokenHash === tokenHash) ?? null);
  }

  async rotate(currentId: string, next: NewSession, at: Date, graceStart: Date): Promise<boolean> {
    const current = this.rows.find((row) => row.id === currentId)!;
    if (this.raceOnNextRotate) current.rotatedAt = at;
    if (current.revokedAt || (current.rotatedAt && current.rotatedAt <= graceStart)) return false;
    current.rotatedAt ??= at;
    await this.create(next);
    return true;
  }

  async revokeFamily(familyId: string, at: Date, _tx: unknown, emit: Emit): Promise<string[]> {
    const live = this.rows.filter((row) => row.familyId === familyId && !row.revokedAt);
    for (const row of live) row.revokedAt = at;
    if (live.length > 0) await emit(IDENTITY_EVENTS.sessionsRevoked, { userId: live[0].userId, sessionIds: [familyId] });
    return [familyId];
  }
}

/** A unit of work whose events count once its work returns: one that throws commits none. */
class FakeUnitOfWork {
  committed: { subject: string; payload: unknown }[] = [];

  async run<T>(work: (tx: unknown, emit: Emit) => Promise<T>): Promise<T> {
    const pending: { subject: string; payload: unknown }[] = [];
    const emit = <E extends EventContract>(contract: E, payload: PayloadIn<E>) => {
      pending.push({ subject: contract.subject, payload });
      return Promise.resolve();
    };
    const result = await work({}, emit);
    this.committed.push(...pending);
    return result;
  }
}

const fakeUsers = {
  findByEmail: (email: string) => Promise.resolve([user, operatore].find((u) => u.email === email) ?? null),
  findById: (id: string) => Promise.resolve(id === user.id ? user : null),
};

const fakeHasher = {
  verify: (passwordHash: string, password: string) => Promise.resolve(passwordHash === `hash:${password}`),
  verifyAgainstNothing: jest.fn(() => Promise.resolve(false as const)),
};


describe('SessioneService', () => {
  let sessions: FakeSessions;
  let uow: FakeUnitOfWork;
  let service: SessioneService;
  const sfide = { apri: jest.fn(() => Promise.resolve({ sfida: 'sfida-1', attivazione: true })) };
  /** A buyer's login: a session at once. */
  const accedi = async (data: Parameters<SessioneService['login']>[0]) => (await service.login(data)).sessione!;

  beforeEach(() => {
    sessions = new FakeSessions();
    uow = new FakeUnitOfWork();
    service = new SessioneService(
      sessions as unknown as SessioneRepository,
      fakeUsers as unknown as UtenteRepository,
      fakeHasher as unknown as PasswordHasher,
      sfide as unknown as SfideAccesso,
      uow as unknown as UnitOfWork<never>,
      { REFRESH_GRACE_SECONDS: 30 },
    );
  });

  it('stores only the hash of the refresh token it hands out', async () => {
    const session = await accedi({ email: user.email, password: 'segreta1', persistent: true });
    expect(sessions.rows).toHaveLength(1);
    expect(sessions.rows[0].tokenHash).toBe(hashToken(session.refreshToken));
    expect(sessions.rows[0].tokenHash).not.toBe(session.refreshToken);
  });

  it('opens only the challenge of the second factor for an operator, never a session', async () => {
    const esito = await service.login({ email: operatore.email, password: 'segreta1', persistent: true, userAgent: 'Firefox' });
    expect(esito).toEqual({ sessione: null, secondoFattore: { sfida: 'sfida-1', attivazione: true } });
    expect(sfide.apri).toHaveBeenCalledWith(operatore, true, 'Firefox');
    expect(sessions.rows).toEqual([]);
    expect((await failure(service.login({ email: operatore.email, password: 'sbagliata', persistent: false }))).code).toBe('INVALID_CREDENTIALS');
    expect(sfide.apri).toHaveBeenCalledTimes(1);
  });

  it('checks a dummy hash for an unknown e-mail and answers like a wrong password', async () => {
    expect((await failure(service.login({ email: 'nessuno@esempio.it', password: 'x', persistent: false }))).code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(fakeHasher.verifyAgainstNothing).toHaveBeenCalledTimes(1);
    expect((await failure(service.login({ email: user.email, password: 'sbagliata', persistent: false }))).code).toBe(
      'INVALID_CREDENTIALS',
    );
  });

  it('rotates within the same family, keeps "Ricordami" and names the login', async () => {
    const first = await accedi({ email: user.email, password: 'segreta1', persistent: true });
    const second = await service.refresh(first.refreshToken);
    expect(second.persistent).toBe(true);
    expect(new Set(sessions.rows.map((row) => row.familyId)).size).toBe(1);
    expect(second.sessionId).toBe(first.sessionId);
    expect(sessions.rows[0].rotatedAt).not.toBeNull();
  });

  it('gives a rotated token a successor of its own within the grace', async () => {
    const first = await accedi({ email: user.email, password: 'segreta1', persistent: false });
    await service.refresh(first.refreshToken);
    const late = await service.refresh(first.refreshToken);
    expect(late.sessionId).toBe(first.sessionId);
    expect(sessions.rows.every((row) => row.revokedAt === null)).toBe(true);
  });

  it('revokes the family when a rotated token comes back after the grace', async () => {
    const first = await accedi({ email: user.email, password: 'segreta1', persistent: false });
    await service.refresh(first.refreshToken);
    sessions.rows[0].rotatedAt = new Date(Date.now() - 31_000);
    expect((await failure(service.refresh(first.refreshToken))).code).toBe('SESSION_INVALID');
    expect(sessions.rows.every((row) => row.revokedAt !== null)).toBe(true);
    // Committed before the refusal, so the gateway hears of it and refuses the family's access tokens too.
    expect(uow.committed).toEqual([
      { subject: IDENTITY_EVENTS.sessionsRevoked.subject, payload: { userId: user.id, sessionIds: [first.sessionId] } },
    ]);
  });

  it('lets the loser of a rotation race refresh too', async () => {
    const first = await accedi({ email: user.email, password: 'segreta1', persistent: false });
    sessions.raceOnNextRotate = true;
    await expect(service.refresh(first.refreshToken)).resolves.toMatchObject({ sessionId: first.sessionId });
    expect(sessions.rows.every((row) => row.revokedAt === null)).toBe(true);
  });

  it('refuses an expired token without touching the family', async () => {
    const first = await accedi({ email: user.email, password: 'segreta1', persistent: false });
    sessions.rows[0].expiresAt = new Date(Date.now() - 1);
    expect((await failure(service.refresh(first.refreshToken))).code).toBe('SESSION_INVALID');
    expect(sessions.rows[0].revokedAt).toBeNull();
  });

  it('logs out the whole family, names it, and ignores unknown tokens', async () => {
    const first = await accedi({ email: user.email, password: 'segreta1', persistent: false });
    const second = await service.refresh(first.refreshToken);
    await expect(service.logout(second.refreshToken)).resolves.toEqual({ revokedSessions: [first.sessionId] });
    expect(sessions.rows.every((row) => row.revokedAt !== null)).toBe(true);
    await expect(service.logout('sconosciuto')).resolves.toEqual({ revokedSessions: [] });
  });
});
