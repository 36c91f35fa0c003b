import { APPS, appNamed } from './app-registry';
import { port } from './common-env';

describe('the list of the apps', () => {
  it('gives each app a port of its own', () => {
    expect(new Set(APPS.map((a) => a.httpPort)).size).toBe(APPS.length);
    expect(new Set(APPS.map((a) => a.name)).size).toBe(APPS.length);
  });

  it("defaults an app's HTTP_PORT to its port in the list", () => {
    expect(port('tokens').parse(undefined)).toBe(appNamed('tokens').httpPort);
    expect(port('tokens').parse('4000')).toBe(4000);
  });

  it('refuses a name the list does not have', () => {
    expect(() => appNamed('orders-typo')).toThrow(/not in libs\/backend\/config\/src\/apps.json/);
  });
});
