import { failure } from '@ricambiamo/testing';
import type { User } from '../generated/prisma/client';
import type { PasswordHasher } from '../user/password-hasher';
import type { UserRepository } from '../user/user.repository';
import { hashToken } from './opaque-token';
import type { NewSession, SessionRecord, SessionRepository } from './session.repository';
import { SessionService } from './session.service';

const user = {
  id: 'u-1',
  email: 'giulia@esempio.it',
  passwordHash: 'hash:segreta1',
  nome: 'Giulia',
  ruolo: 'acquirente',
  orari: {},
  createdAt: new Date('2026-01-01T00:00:00Z'),
} as unknown as User;

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

  async rotate(currentId: string, next: NewSession, at: Date): Promise<boolean> {
    const current = this.rows.find((row) => row.id === currentId)!;
    if (this.raceOnNextRotate) current.rotatedAt = at;
    if (current.rotatedAt || current.revokedAt) return false;
    current.rotatedAt = at;
    await this.create(next);
    return true;
  }

  revokeFamily(familyId: string, at: Date): Promise<void> {
    for (const row of this.rows) if (row.familyId === familyId) row.revokedAt ??= at;
    return Promise.resolve();
  }
}

const fakeUsers = {
  findByEmail: (email: string) => Promise.resolve(email === user.email ? user : null),
  findById: (id: string) => Promise.resolve(id === user.id ? user : null),
};

const fakeHasher = {
  verify: (passwordHash: string, password: string) => Promise.resolve(passwordHash === `hash:${password}`),
  verifyAgainstNothing: jest.fn(() => Promise.resolve(false as const)),
};


describe('SessionService', () => {
  let sessions: FakeSessions;
  let service: SessionService;

  beforeEach(() => {
    sessions = new FakeSessions();
    service = new SessionService(
      sessions as unknown as SessionRepository,
      fakeUsers as unknown as UserRepository,
      fakeHasher as unknown as PasswordHasher,
    );
  });

  it('stores only the hash of the refresh token it hands out', async () => {
    const session = await service.login({ email: user.email, password: 'segreta1', persistent: true });
    expect(sessions.rows).toHaveLength(1);
    expect(sessions.rows[0].tokenHash).toBe(hashToken(session.refreshToken));
    expect(sessions.rows[0].tokenHash).not.toBe(session.refreshToken);
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

  it('rotates within the same family and keeps "Ricordami"', async () => {
    const first = await service.login({ email: user.email, password: 'segreta1', persistent: true });
    const second = await service.refresh(first.refreshToken);
    expect(second.persistent).toBe(true);
    expect(new Set(sessions.rows.map((row) => row.familyId)).size).toBe(1);
    expect(sessions.rows[0].rotatedAt).not.toBeNull();
  });

  it('revokes the family when a rotated token comes back', async () => {
    const first = await service.login({ email: user.email, password: 'segreta1', persistent: false });
    await service.refresh(first.refreshToken);
    expect((await failure(service.refresh(first.refreshToken))).code).toBe('SESSION_INVALID');
    expect(sessions.rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('treats losing a rotation race as reuse', async () => {
    const first = await service.login({ email: user.email, password: 'segreta1', persistent: false });
    sessions.raceOnNextRotate = true;
    expect((await failure(service.refresh(first.refreshToken))).code).toBe('SESSION_INVALID');
    expect(sessions.rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('refuses an expired token without touching the family', async () => {
    const first = await service.login({ email: user.email, password: 'segreta1', persistent: false });
    sessions.rows[0].expiresAt = new Date(Date.now() - 1);
    expect((await failure(service.refresh(first.refreshToken))).code).toBe('SESSION_INVALID');
    expect(sessions.rows[0].revokedAt).toBeNull();
  });

  it('logs out the whole family and ignores unknown tokens', async () => {
    const first = await service.login({ email: user.email, password: 'segreta1', persistent: false });
    const second = await service.refresh(first.refreshToken);
    await service.logout(second.refreshToken);
    expect(sessions.rows.every((row) => row.revokedAt !== null)).toBe(true);
    await expect(service.logout('sconosciuto')).resolves.toBeUndefined();
  });
});
