import { Context, Resolver, Subscription } from '@nestjs/graphql';
import type { LiveHint } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import type { HintQueue } from './hint-queue';
import type { LiveContext } from './live-connections';
import { AggiornamentoLive } from './live.models';
import { LiveSubscriptions } from './live-subscriptions';

@Resolver()
export class LiveResolver {
  constructor(private readonly subscriptions: LiveSubscriptions) {}

  /**
   * The caller's own hints and nobody else's: the user is the actor its connection proved at connection_init, never
   * anything the client sends. A hint only says what to refetch; on every (re)connection the client refetches anyway.
   */
  @Subscription(() => AggiornamentoLive, { resolve: (hint: LiveHint) => hint })
  @Access('authenticated')
  aggiornamentiLive(@Caller() caller: RpcContext, @Context() context: LiveContext): Promise<HintQueue> {
    const dallaConnessione = context.hintsDallaConnessione?.();
    return dallaConnessione ? Promise.resolve(dallaConnessione) : this.subscriptions.of(caller.actor!.userId);
  }
}
