import { randomUUID } from 'node:crypto';
import { ricercaDelToken, tokenDisattiva } from './link-disattiva';

const SEGRETO = 'un-segreto-di-prova';

describe('the unsubscribe token', () => {
  it('names the search it was made for', () => {
    const id = randomUUID();
    expect(ricercaDelToken(SEGRETO, tokenDisattiva(SEGRETO, id))).toBe(id);
  });

  it('names nothing once the id is changed, the signature altered, or the secret is another', () => {
    const id = randomUUID();
    const [, data] = tokenDisattiva(SEGRETO, id).split('.');
    expect(ricercaDelToken(SEGRETO, `${randomUUID()}.${data}`)).toBeNull();
    // Its last character another one (a signature ends in "A" one time in sixteen: replacing it with "A" changed nothing).
    const altra = data.endsWith('A') ? 'E' : 'A';
    expect(ricercaDelToken(SEGRETO, `${id}.${data.slice(0, -1)}${altra}`)).toBeNull();
    expect(ricercaDelToken('un-altro-segreto', tokenDisattiva(SEGRETO, id))).toBeNull();
  });

  it('names nothing for malformed tokens', () => {
    for (const token of ['', 'abc', `${randomUUID()}.`, `.${'a'.repeat(43)}`, `${randomUUID()}.a.b`]) expect(ricercaDelToken(SEGRETO, token)).toBeNull();
  });
});
