// jsdom has no Fetch API, and react-router's data router builds a Request (with an AbortSignal) on every navigation;
// Node's own classes stand in, AbortController included, since Node's Request rejects jsdom's signals.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class WebTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder } = globalThis;
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder });
  }
};
