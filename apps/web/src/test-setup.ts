import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Specs that run in Node (those talking to a real server) have no DOM to patch.
if (typeof window !== 'undefined') {
  // jsdom does no layout and throws on scrollTo, which react-router's ScrollRestoration calls on every navigation.
  window.scrollTo = () => undefined;
  // Nor does it scroll elements into view; tests spy on this to see that a screen asked to.
  Element.prototype.scrollIntoView = () => undefined;
  // Nor pointer capture, which a toast takes when pressed (to follow a swipe) before its action button is clicked.
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
  // What one test's screens keep in the browser (the new-listing draft) must not reach the next.
  beforeEach(() => localStorage.clear());
}

// The screens render a whole app (lazy screens, the fake gateway's answers) in jsdom: on a busy two-core machine, a
// first screen or a toast can take more than the default second to show. Waiting longer never lets a wrong screen pass.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
