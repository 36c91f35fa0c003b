import { config } from 'zod/v4/core';

// The gateway's CSP forbids eval. Building its first object schema, zod probes `new Function`, and the browser reports
// the blocked probe as a violation even though zod catches it: jitless skips the probe (and the compiled parsers).
// The setting lives in zod's core, which the schemas share, so the first page gets it without the schemas themselves.
config({ jitless: true });
