import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's own breakpoints (rem, as its classes use them), so a component drawn by script agrees with its classes. */
const LARGHEZZE = { md: '48rem', lg: '64rem' } as const;

/**
 * Whether the screen is at least as wide as the breakpoint, kept up to date as the window resizes. For the parts a
 * phone gets in another shape (a drawer for the sidebar, cards for a table): drawing one shape or the other, rather
 * than both with one hidden, leaves screen readers and searches one copy. Without matchMedia (a test's jsdom) the
 * wide shape.
 */
export function useSchermoAlmeno(breakpoint: keyof typeof LARGHEZZE): boolean {
  const query = `(min-width: ${LARGHEZZE[breakpoint]})`;
  const iscrivi = useCallback(
    (avvisa: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const lista = window.matchMedia(query);
      lista.addEventListener('change', avvisa);
      return () => lista.removeEventListener('change', avvisa);
    },
    [query],
  );
  return useSyncExternalStore(
    iscrivi,
    () => typeof window.matchMedia !== 'function' || window.matchMedia(query).matches,
    () => true,
  );
}
