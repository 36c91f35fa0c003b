/**
 * Brings `elemento` to the top of the screen (below the sticky navbar, through its `scroll-margin-top`) and moves the
 * focus there, so a screen reader reads what just changed. The element needs `tabIndex={-1}` to take the focus without
 * entering the tab order. The scroll is smooth unless the user asked the system for reduced motion; the focus itself
 * never scrolls, or the browser would jump before the smooth scroll starts.
 */
export function portaInVista(elemento: HTMLElement): void {
  const ridotto = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  elemento.scrollIntoView({ block: 'start', behavior: ridotto ? 'auto' : 'smooth' });
  elemento.focus({ preventScroll: true });
}
