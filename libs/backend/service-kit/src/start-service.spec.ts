import { Controller, Module } from '@nestjs/common';
import { commonEnv, port } from '@ricambiamo/config';
import { rpc } from '@ricambiamo/contracts';
import { Handles } from '@ricambiamo/messaging';
import { z } from 'zod';
import { startService } from './start-service';

const PROVA = {
  servito: rpc<{ ok: true }>()({ subject: 'prova.servito', request: z.object({}), access: 'public' }),
  dimenticato: rpc<{ ok: true }>()({ subject: 'prova.dimenticato', request: z.object({}), access: 'venditore' }),
};

@Controller()
class ProvaController {
  @Handles(PROVA.servito)
  servito() {
    return Promise.resolve({ ok: true as const });
  }
}

@Module({ controllers: [ProvaController] })
class ProvaModule {}

describe('startService', () => {
  it('refuses to start a service whose contracts and handlers disagree, naming each problem', async () => {
    const env = commonEnv.extend({ HTTP_PORT: port(0) });
    const definition = { name: 'prova', env, contracts: PROVA, imports: () => [ProvaModule] };
    await expect(startService(definition, env.parse({ LOG_LEVEL: 'silent' }))).rejects.toThrow(
      'prova: contracts and handlers disagree:\n  prova.dimenticato: no handler',
    );
  });
});
