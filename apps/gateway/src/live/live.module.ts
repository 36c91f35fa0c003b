import { Module } from '@nestjs/common';
import { RpcClient } from '@ricambiamo/messaging';
import { AccessModule } from '../access/access.module';
import { LiveConnections } from './live-connections';
import { LiveResolver } from './live.resolver';
import { LiveSubscriptions } from './live-subscriptions';

/** GraphQL subscriptions over WebSocket: the connections (GraphqlModule hands their options to Mercurius) and their hints. */
@Module({
  imports: [AccessModule],
  providers: [
    LiveResolver,
    LiveConnections,
    // The hints arrive on the connection the replica sends its requests on: same user, one connection per replica.
    { provide: LiveSubscriptions, inject: [RpcClient], useFactory: (rpc: RpcClient) => new LiveSubscriptions(() => rpc.connection()) },
  ],
  exports: [LiveConnections],
})
export class LiveModule {}
