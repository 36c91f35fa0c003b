import { unservedPauseMs } from './rpc-client';

describe('the pause before asking again a subject nobody served', () => {
  it('starts short, doubles, and stays at half a second', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(unservedPauseMs)).toEqual([50, 100, 200, 400, 500, 500, 500]);
  });
});
