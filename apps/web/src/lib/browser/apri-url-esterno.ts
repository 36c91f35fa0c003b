/**
 * Leaves the app for a page it does not route (Stripe's hosted checkout). Its own module so tests can stand in for a
 * navigation jsdom cannot perform.
 */
export function apriUrlEsterno(url: string): void {
  window.location.assign(url);
}
