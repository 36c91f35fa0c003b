import { nothing, rpc } from '../contract';
import type { NonLetteDto, NotificaDto, SegnateLetteDto } from './messages';
import { notificationIdRequest } from './messages';


/**
 * Request/reply contracts served by the notifications service (queue group `notifications`). Each touches only the
 * caller's own notifications: another user's reads as NOT_FOUND.
 */
export const NOTIFICATIONS = {
  notification: {
    /** The NOTIFICHE_PANNELLO newest, newest first. */
    latest: rpc<NotificaDto[]>()({ subject: 'notifications.notification.latest', request: nothing, access: 'authenticated' }),
    unreadCount: rpc<NonLetteDto>()({ subject: 'notifications.notification.unread-count', request: nothing, access: 'authenticated' }),
    markRead: rpc<NotificaDto>()({ subject: 'notifications.notification.mark-read', request: notificationIdRequest, access: 'authenticated' }),
    markAllRead: rpc<SegnateLetteDto>()({ subject: 'notifications.notification.mark-all-read', request: nothing, access: 'authenticated' }),
    delete: rpc<{ id: string }>()({ subject: 'notifications.notification.delete', request: notificationIdRequest, access: 'authenticated' }),
  },
} as const;
