import { Controller } from '@nestjs/common';
import type { NonLetteDto, NotificaDto, ParsedRequestOf, SegnateLetteDto } from '@ricambiamo/contracts';
import { NOTIFICATIONS } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { NotificaService } from './notifica.service';

const NOTIFICATION = NOTIFICATIONS.notification;

/** Every user reads and changes only its own notifications: the actor, never a field of the request, says whose. */
@Controller()
export class NotificaController {
  constructor(private readonly notifiche: NotificaService) {}

  @Handles(NOTIFICATION.latest)
  latest(_data: object, call: Call<'authenticated'>): Promise<NotificaDto[]> {
    return this.notifiche.ultime(call.actor);
  }

  @Handles(NOTIFICATION.unreadCount)
  unreadCount(_data: object, call: Call<'authenticated'>): Promise<NonLetteDto> {
    return this.notifiche.nonLette(call.actor);
  }

  @Handles(NOTIFICATION.markRead)
  markRead(data: ParsedRequestOf<typeof NOTIFICATION.markRead>, call: Call<'authenticated'>): Promise<NotificaDto> {
    return this.notifiche.segnaLetta(call.actor, data.notificaId);
  }

  @Handles(NOTIFICATION.markAllRead)
  markAllRead(_data: object, call: Call<'authenticated'>): Promise<SegnateLetteDto> {
    return this.notifiche.segnaTutte(call.actor);
  }

  @Handles(NOTIFICATION.delete)
  delete(data: ParsedRequestOf<typeof NOTIFICATION.delete>, call: Call<'authenticated'>): Promise<{ id: string }> {
    return this.notifiche.elimina(call.actor, data.notificaId);
  }
}
