import '@testing-library/jest-dom';

// jsdom does no layout and throws on scrollTo, which react-router's ScrollRestoration calls on every navigation.
window.scrollTo = () => undefined;
