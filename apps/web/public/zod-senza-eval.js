// The gateway's CSP forbids eval. Building its first object schema, zod probes `new Function`, and the browser reports
// the blocked probe as a violation even though zod catches it: jitless skips the probe (and the compiled parsers).
// zod's core reads its settings from this global when it is first evaluated. index.html runs this file as a deferred
// script before the app's module, and deferred scripts run in document order, so the setting is there before any
// chunk of the app (zod's and the schemas' among them, however the bundler groups them) is evaluated. Called from the
// app, zod's `config` ran only after the chunk holding zod and the first screen's schemas had built them.
globalThis.__zod_globalConfig = Object.assign({}, globalThis.__zod_globalConfig, { jitless: true });
