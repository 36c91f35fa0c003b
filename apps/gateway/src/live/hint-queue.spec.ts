import { HintQueue } from './hint-queue';

describe('HintQueue', () => {
  it('hands a waiting reader the hint at once, and queued hints in the order they came', async () => {
    const queue = new HintQueue(() => undefined);
    const waiting = queue.next();
    queue.push({ argomento: 'notifiche' });
    expect(await waiting).toEqual({ value: { argomento: 'notifiche' }, done: false });

    queue.push({ argomento: 'ordini' });
    queue.push({ argomento: 'notifiche' });
    expect(await queue.next()).toEqual({ value: { argomento: 'ordini' }, done: false });
    expect(await queue.next()).toEqual({ value: { argomento: 'notifiche' }, done: false });
  });

  it('keeps an argomento the slow client has not taken yet once, however often it comes', async () => {
    const queue = new HintQueue(() => undefined);
    for (let i = 0; i < 50; i++) queue.push({ argomento: 'ordini' });
    queue.push({ argomento: 'notifiche' });
    queue.push({ argomento: 'ordini' });

    expect(await queue.next()).toEqual({ value: { argomento: 'ordini' }, done: false });
    expect(await queue.next()).toEqual({ value: { argomento: 'notifiche' }, done: false });
    const third = queue.next();
    await queue.return();
    expect(await third).toEqual({ value: undefined, done: true });
  });

  it('ends a pending read when returned, tells its owner once, and takes no more hints', async () => {
    const onEnd = jest.fn();
    const queue = new HintQueue(onEnd);
    const pending = queue.next();

    await queue.return();
    await queue.return();
    queue.push({ argomento: 'ordini' });

    expect(await pending).toEqual({ value: undefined, done: true });
    expect(await queue.next()).toEqual({ value: undefined, done: true });
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
