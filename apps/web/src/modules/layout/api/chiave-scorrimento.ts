import type { Location } from 'react-router';

/**
 * Under which key ScrollRestoration keeps a page's scroll position for Back and Forward. React Router's own key is the
 * history entry's, but every document opened by its address starts on the entry "default": in a tab the user had
 * scrolled a form down in, a page opened next by its address came up 65 px down, where the form had been. The first
 * entry of a document is keyed by its path instead, so it only ever gets back its own position.
 */
export const chiaveScorrimento = (location: Pick<Location, 'key' | 'pathname'>): string =>
  location.key === 'default' ? `apertura:${location.pathname}` : location.key;
