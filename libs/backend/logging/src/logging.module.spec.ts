import { Writable } from 'node:stream';
import pino, { stdSerializers } from 'pino';
import { correlationIdOf, REDACT_PATHS, requestSummary } from './logging.module';

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

describe('requestSummary', () => {
  it('says which request it was and from where, without its other headers', () => {
    // The shape pino-http hands the serializer: pino's standard request object.
    const req = stdSerializers.req({
      id: 'corr-1',
      method: 'POST',
      url: '/graphql',
      headers: {
        cookie: 'refresh=segreto',
        authorization: 'Bearer segreto',
        'user-agent': 'Chromium',
        'x-forwarded-for': '203.0.113.9',
      },
      socket: { remoteAddress: '10.0.0.7', remotePort: 51000 },
    } as never);
    const line = JSON.stringify(requestSummary(req));
    expect(JSON.parse(line)).toEqual({
      id: 'corr-1',
      method: 'POST',
      url: '/graphql',
      remoteAddress: '10.0.0.7',
      forwardedFor: '203.0.113.9',
      userAgent: 'Chromium',
    });
    expect(line).not.toContain('segreto');
  });
});
