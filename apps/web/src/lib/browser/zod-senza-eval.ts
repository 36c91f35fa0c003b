import { z } from 'zod';

// The gateway's CSP forbids eval. Building its first object schema, zod probes `new Function`, and the browser reports
// the blocked probe as a violation even though zod catches it: jitless skips the probe (and the compiled parsers).
z.config({ jitless: true });
