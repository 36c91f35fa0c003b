/** "Ricordami" checked: the refresh session (and its cookie) lasts 30 days from the last refresh. */
export const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** Unchecked: a browser-session cookie, and the server forgets the session after 12 hours at the latest. */
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

export function sessionExpiry(persistent: boolean, now: Date): Date {
  return new Date(now.getTime() + (persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS));
}
