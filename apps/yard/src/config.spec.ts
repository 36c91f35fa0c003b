import { loadConfig } from '@ricambiamo/config';
import { yardEnv } from './config';

describe('yard configuration', () => {
  it('takes its port and database from libs/backend/config/src/apps.json', () => {
    expect(loadConfig(yardEnv, {})).toMatchObject({
      HTTP_PORT: 3107,
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/ricambiamo_yard',
    });
  });
});
