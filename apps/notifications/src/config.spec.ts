import { loadConfig } from '@ricambiamo/config';
import { notificationsEnv } from './config';

describe('notifications configuration', () => {
  it('sends to the local mail catcher by default, with links to the local web app', () => {
    expect(loadConfig(notificationsEnv, {})).toMatchObject({
      HTTP_PORT: 3106,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: 1025,
      PUBLIC_ORIGIN: 'http://localhost:8080',
      MAIL_MAX_EVENT_AGE_HOURS: 48,
      TEST_PAUSE_BEFORE_DOT_MS: 0,
    });
  });

  it('refuses the crash test’s hook outside tests', () => {
    expect(() => loadConfig(notificationsEnv, { TEST_PAUSE_BEFORE_DOT_MS: '30' })).toThrow(/TEST_PAUSE_BEFORE_DOT_MS: only for tests/);
    expect(loadConfig(notificationsEnv, { NODE_ENV: 'test', TEST_PAUSE_BEFORE_DOT_MS: '30' }).TEST_PAUSE_BEFORE_DOT_MS).toBe(30);
  });
});
