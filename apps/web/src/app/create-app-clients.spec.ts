import { MESSAGGI } from '@ricambiamo/contracts';
import { toast } from '../lib/browser/avvisi';
import { sessioneQueryKey } from '../modules/auth/api/sessione.query';
import { UnreadNotificationsQuery } from '../modules/notifiche/api/non-lette.query';
import { createFakeGateway, errore, utenteDemo } from '../testing/fake-gateway';
import { createFakeLive } from '../testing/fake-live';
import { createAppClients } from './create-app-clients';

jest.mock('../lib/browser/avvisi', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

describe('a lost session', () => {
  it('logs out and says so once, however many requests find the session gone', async () => {
    const gateway = createFakeGateway({
      RinnovaSessione: () => ({ data: { rinnovaSessione: null } }),
      NotificheNonLette: () => errore('UNAUTHENTICATED', MESSAGGI.auth.sessioneScaduta),
    });
    const { queryClient, graphqlClient } = createAppClients({ fetch: gateway.fetch, apriCanaleLive: createFakeLive().apri });
    queryClient.setQueryData(sessioneQueryKey, utenteDemo());

    const richieste = [graphqlClient.request(UnreadNotificationsQuery, {}), graphqlClient.request(UnreadNotificationsQuery, {})];
    await Promise.allSettled(richieste);
    await expect(richieste[0]).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

    expect(queryClient.getQueryData(sessioneQueryKey)).toBeNull();
    expect(jest.mocked(toast.error).mock.calls).toEqual([[MESSAGGI.auth.sessioneScaduta, { id: 'sessione-scaduta' }]]);
  });
});
