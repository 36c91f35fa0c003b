import { Writable } from 'node:stream';
import pino from 'pino';
import { correlationIdOf, REDACT_PATHS } from './logging.module';

const request = (headers: Record<string, string>) => ({ headers });

describe('correlationIdOf', () => {
  it('keeps a well-formed caller id and replaces anything else', () => {
    expect(correlationIdOf(request({ 'x-correlation-id': 'abc-123.def' }))).toBe('abc-123.def');
    expect(correlationIdOf(request({ 'x-correlation-id': 'a b\n{}' }))).toMatch(/^[0-9a-f-]{36}$/);
    expect(correlationIdOf(request({}))).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('redaction', () => {
  it('keeps passwords, tokens and cookies out of log lines', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) });
    const logger = pino({ redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, sink);
    logger.info({
      req: { headers: { cookie: 'refresh=segreto', authorization: 'Bearer segreto' } },
      rpc: { data: { password: 'segreto', refreshToken: 'segreto', email: 'a@b.it' } },
      body: { password: 'segreto', confermaPassword: 'segreto', token: 'segreto' },
    });
    expect(lines.join('')).not.toContain('segreto');
    expect(lines.join('')).toContain('a@b.it');
  });
});
