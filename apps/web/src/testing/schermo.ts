/**
 * A screen `larghezza` px wide for the components that ask matchMedia (useSchermoAlmeno), which jsdom lacks: each
 * test of the describe block it is called in sees min-width queries answered for that width (a rem is 16 px).
 */
export function schermoLargo(larghezza: number): void {
  beforeEach(() => {
    const matchMedia = (query: string): MediaQueryList => {
      const minimo = /min-width:\s*([\d.]+)(px|rem)/.exec(query);
      const px = minimo ? Number(minimo[1]) * (minimo[2] === 'rem' ? 16 : 1) : 0;
      return {
        matches: larghezza >= px,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    };
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
}
