import { randomUUID } from 'node:crypto';
import type { RpcClient } from '@ricambiamo/messaging';
import { DomainError } from '@ricambiamo/messaging';
import { AnteprimeService } from './anteprime.service';

const rpcChe = (risposta: () => Promise<unknown>) => {
  const send = jest.fn(risposta);
  return { send, service: new AnteprimeService({ send } as unknown as RpcClient, 'https://ricambiamo.example/') };
};

describe('AnteprimeService', () => {
  it('answers an unknown address or a malformed id as missing without asking anyone', async () => {
    const { send, service } = rpcChe(() => Promise.reject(new Error('non chiamato')));
    expect(await service.pagina('/non-esiste', 'c')).toEqual({ percorso: null, stato: 'assente' });
    expect(await service.pagina('/inserzione/42', 'c')).toEqual({ percorso: '/inserzione/:id', stato: 'assente' });
    expect(await service.pagina('/venditore/x/profilo', 'c')).toEqual({ percorso: '/venditore/:id/profilo', stato: 'assente' });
    expect(await service.pagina('/login', 'c')).toEqual({ percorso: '/login', stato: 'app' });
    expect(send).not.toHaveBeenCalled();
  });

  it('answers a listing or seller the services do not know as missing, as anonymous', async () => {
    const { send, service } = rpcChe(() => Promise.reject(new DomainError('SELLER_NOT_FOUND')));
    const id = randomUUID();
    expect(await service.pagina(`/venditore/${id}/profilo`, 'corr-1')).toEqual({
      percorso: '/venditore/:id/profilo',
      stato: 'assente',
    });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ subject: 'identity.seller.public-profile' }), { venditoreId: id }, {
      actor: null,
      correlationId: 'corr-1',
    });
  });

  it('serves the page without its preview when a service cannot answer', async () => {
    const { service } = rpcChe(() => Promise.reject(new DomainError('INTERNAL')));
    expect(await service.pagina(`/inserzione/${randomUUID()}`, 'c')).toEqual({ percorso: '/inserzione/:id', stato: 'app' });
  });

  it('asks catalogue for the sitemap once a minute, and again after a failure', async () => {
    const { send, service } = rpcChe(() => Promise.reject(new DomainError('INTERNAL')));
    await expect(service.inserzioni('c')).rejects.toThrow('INTERNAL');
    send.mockImplementation(() => Promise.resolve({ inserzioni: [] }));
    await expect(service.inserzioni('c')).resolves.toEqual({ inserzioni: [] });
    await service.inserzioni('c');
    expect(send).toHaveBeenCalledTimes(2);
    expect(service.publicOrigin).toBe('https://ricambiamo.example');
  });
});
