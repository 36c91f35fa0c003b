import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { NotificaDto } from '@ricambiamo/contracts';
import { NOTIFICATIONS } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import { Notifica } from './notifiche.models';

/** Only ever the caller's own notifications: notifications answers NOT_FOUND for anyone else's id. */
@Resolver()
export class NotificheResolver {
  constructor(private readonly rpc: RpcClient) {}

  /** The panel's 10 newest, newest first (docs/rules.md §9). */
  @Query(() => [Notifica])
  @Access(NOTIFICATIONS.notification.latest.access)
  notifiche(@Caller() caller: RpcContext): Promise<NotificaDto[]> {
    return this.rpc.send(NOTIFICATIONS.notification.latest, {}, caller);
  }

  /** The bell's counter, over all the caller's notifications, not only the 10 in the panel. */
  @Query(() => Int)
  @Access(NOTIFICATIONS.notification.unreadCount.access)
  async notificheNonLette(@Caller() caller: RpcContext): Promise<number> {
    return (await this.rpc.send(NOTIFICATIONS.notification.unreadCount, {}, caller)).nonLette;
  }

  @Mutation(() => Notifica)
  @Access(NOTIFICATIONS.notification.markRead.access)
  segnaNotificaLetta(@Args('id', { type: () => ID }) id: string, @Caller() caller: RpcContext): Promise<NotificaDto> {
    return this.rpc.send(NOTIFICATIONS.notification.markRead, { notificaId: id }, caller);
  }

  @Mutation(() => Int, { description: 'How many were unread' })
  @Access(NOTIFICATIONS.notification.markAllRead.access)
  async segnaTutteNotificheLette(@Caller() caller: RpcContext): Promise<number> {
    return (await this.rpc.send(NOTIFICATIONS.notification.markAllRead, {}, caller)).segnate;
  }

  /** Answers the deleted notification's id. */
  @Mutation(() => ID)
  @Access(NOTIFICATIONS.notification.delete.access)
  async eliminaNotifica(@Args('id', { type: () => ID }) id: string, @Caller() caller: RpcContext): Promise<string> {
    return (await this.rpc.send(NOTIFICATIONS.notification.delete, { notificaId: id }, caller)).id;
  }
}
