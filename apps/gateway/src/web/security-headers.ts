import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const SELF = "'self'";
const NONE = "'none'";

/**
 * Helmet's headers on every response, with a CSP the built web app passes as it is: its scripts and styles are files
 * of this origin (never inline), its images come from /media, GraphQL and uploads are same-origin fetches, and
 * Stripe's checkout is a navigation, which CSP does not govern. HSTS and upgrade-insecure-requests only behind an
 * https origin: on plain http they would send the browser to a port nobody serves.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicOrigin: string; graphiql: boolean },
): Promise<void> {
  const https = new URL(options.publicOrigin).protocol === 'https:';
  if (options.graphiql) {
    // Development's GraphiQL is a page of Mercurius that loads its code from a CDN; production does not serve it.
    // Before helmet registers, whose own onRoute hook reads this.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/graphiql')) route.helmet = { contentSecurityPolicy: false };
    });
  }
  await app.register(fastifyHelmet, {
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
  });
}
