import '@testing-library/jest-dom';

// Specs that run in Node (those talking to a real server) have no DOM to patch.
if (typeof window !== 'undefined') {
  // jsdom does no layout and throws on scrollTo, which react-router's ScrollRestoration calls on every navigation.
  window.scrollTo = () => undefined;
  // Nor does it scroll elements into view; tests spy on this to see that a screen asked to.
  Element.prototype.scrollIntoView = () => undefined;
}
