import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const SELF = "'self'";
const NONE = "'none'";

type Headers = Record<string, string>;

/**
 * The headers helmet sets for these options, read once: they never change between requests, while @fastify/helmet
 * built a new helmet, parsing the CSP directives again, on every request (two hooks and a few percent of a gateway
 * request).
 */
function headersOf(options: HelmetOptions): Headers {
  const headers: Headers = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    // Helmet 8 throws on bad options instead of passing them on.
    () => undefined,
  );
  return headers;
}

/**
 * Helmet's headers on every response, with a CSP the built web app passes as it is: its scripts and styles are files
 * of this origin (never inline), its images come from /media, GraphQL and uploads are same-origin fetches, and
 * Stripe's checkout is a navigation, which CSP does not govern. HSTS and upgrade-insecure-requests only behind an
 * https origin: on plain http they would send the browser to a port nobody serves.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { publicOrigin: string; graphiql: boolean }): void {
  const https = new URL(options.publicOrigin).protocol === 'https:';
  const helmetOptions: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [SELF],
        scriptSrc: [SELF],
        scriptSrcAttr: [NONE],
        styleSrc: [SELF],
        imgSrc: [SELF],
        fontSrc: [SELF],
        connectSrc: [SELF],
        objectSrc: [NONE],
        baseUri: [SELF],
        formAction: [SELF],
        frameAncestors: [NONE],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    // Same-origin requests keep the full Referer (and the Origin the CSRF check reads); other sites get nothing, so a
    // reset link's token never leaves the page.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  };
  const everywhere = headersOf(helmetOptions);
  // Development's GraphiQL is a page of Mercurius that loads its code from a CDN; production does not serve it.
  const graphiql = headersOf({ ...helmetOptions, contentSecurityPolicy: false });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(options.graphiql && request.url.startsWith('/graphiql') ? graphiql : everywhere);
    done();
  });
}
