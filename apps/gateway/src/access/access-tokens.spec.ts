import { UnauthorizedException } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import type { GatewayConfig } from '../config';
import { ACCESS_TOKEN } from './access-token';
import { AccessTokens } from './access-tokens';
import type { RevokedSessions } from './revoked-sessions';

const SECRET = 'un-segreto-di-prova-lungo-abbastanza-per-hs256';
const CLAIMS = { role: 'venditore', sid: 'sessione-1' };

const signWithoutExpiry = (claims: object = CLAIMS, options: jwt.SignOptions = {}, secret = SECRET) =>
  jwt.sign(claims, secret, {
    algorithm: ACCESS_TOKEN.algorithm,
    issuer: ACCESS_TOKEN.issuer,
    audience: ACCESS_TOKEN.audience,
    subject: 'utente-1',
    ...options,
  });
const sign = (claims: object = CLAIMS, options: jwt.SignOptions = {}, secret = SECRET) =>
  signWithoutExpiry(claims, { expiresIn: 60, ...options }, secret);

function tokensWith(isRevoked: RevokedSessions['isRevoked'] = () => Promise.resolve(false)) {
  return new AccessTokens({ JWT_SECRET: SECRET, ACCESS_TOKEN_TTL_SECONDS: 900 } as GatewayConfig, { isRevoked } as RevokedSessions);
}

describe('AccessTokens', () => {
  it('gives the actor of a token it signed, for a session still open', async () => {
    await expect(tokensWith().actorOf(sign())).resolves.toEqual({ userId: 'utente-1', role: 'venditore' });
  });

  it.each([
    ['another secret', () => sign(CLAIMS, {}, 'un-altro-segreto-lungo-abbastanza-per-hs256')],
    ['an expired token', () => sign(CLAIMS, { expiresIn: -10 })],
    ['a token without expiry, older than a token lives', () => signWithoutExpiry({ ...CLAIMS, iat: Math.floor(Date.now() / 1000) - 901 })],
    ['a token without expiry or issue time', () => signWithoutExpiry(CLAIMS, { noTimestamp: true })],
    ['another issuer', () => sign(CLAIMS, { issuer: 'qualcun-altro' })],
    ['another audience', () => sign(CLAIMS, { audience: 'qualcun-altro' })],
    ['no session', () => sign({ role: 'venditore' })],
    ['an unknown role', () => sign({ role: 'amministratore', sid: 'sessione-1' })],
    ['no signature (alg none)', () => jwt.sign({ ...CLAIMS, sub: 'utente-1' }, '', { algorithm: 'none' })],
    ['garbage', () => 'non.un.token'],
  ])('refuses %s', async (_name, token) => {
    await expect(tokensWith().actorOf(token())).resolves.toBeNull();
  });

  describe('a token verified once', () => {
    afterEach(() => jest.useRealTimers());

    it('stops holding at its expiry', async () => {
      jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
      const tokens = tokensWith();
      const token = sign(CLAIMS, { expiresIn: 60 });
      await expect(tokens.actorOf(token)).resolves.toEqual({ userId: 'utente-1', role: 'venditore' });
      jest.setSystemTime(new Date('2026-11-25T10:00:59.9Z'));
      await expect(tokens.actorOf(token)).resolves.toEqual({ userId: 'utente-1', role: 'venditore' });
      jest.setSystemTime(new Date('2026-11-25T10:01:00Z'));
      await expect(tokens.actorOf(token)).resolves.toBeNull();
    });

    it('stops holding when older than a token lives, even without an expiry', async () => {
      jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
      const tokens = tokensWith();
      const token = signWithoutExpiry();
      await expect(tokens.actorOf(token)).resolves.not.toBeNull();
      jest.setSystemTime(new Date('2026-11-25T10:15:00Z'));
      await expect(tokens.actorOf(token)).resolves.toBeNull();
    });

    it('still has its session checked on every request', async () => {
      const asked: string[] = [];
      let revoked = false;
      const tokens = tokensWith((sid) => (asked.push(sid), Promise.resolve(revoked)));
      const token = sign();
      await expect(tokens.actorOf(token)).resolves.not.toBeNull();
      revoked = true;
      await expect(tokens.actorOf(token)).resolves.toBeNull();
      expect(asked).toEqual(['sessione-1', 'sessione-1']);
    });
  });

  it('refuses the token of a revoked session, asking for its own session', async () => {
    const asked: string[] = [];
    const tokens = tokensWith((sid) => (asked.push(sid), Promise.resolve(true)));
    await expect(tokens.actorOf(sign())).resolves.toBeNull();
    expect(asked).toEqual(['sessione-1']);
  });

  it('fails closed when the revoked sessions cannot be read', async () => {
    const tokens = tokensWith(() => Promise.reject(new Error('Redis irraggiungibile')));
    await expect(tokens.actorOf(sign())).rejects.toThrow('Redis irraggiungibile');
  });

  it('reads a request by its bearer token and answers 401 without a valid one', async () => {
    const tokens = tokensWith();
    const request = (authorization?: string) => ({ headers: { authorization } });
    await expect(tokens.actorOfRequest(request(`Bearer ${sign()}`))).resolves.toEqual({ userId: 'utente-1', role: 'venditore' });
    await expect(tokens.actorOfRequest(request(`bearer ${sign()}`))).resolves.toEqual({ userId: 'utente-1', role: 'venditore' });
    for (const header of [undefined, '', sign(), `Basic ${sign()}`, 'Bearer ', `Bearer ${sign({}, { expiresIn: -10 })}`]) {
      await expect(tokens.actorOfRequest(request(header))).rejects.toBeInstanceOf(UnauthorizedException);
    }
  });
});
