import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, OperationTypeNode, parse } from 'graphql';
import { readRefreshCookie } from '../auth/refresh-cookie';
import { errorMessage } from '@ricambiamo/contracts';

const GRAPHQL_PATH = '/graphql';

/**
 * Neither is a type an HTML form can send (urlencoded, multipart, text/plain), so a browser posts them cross-site only
 * after a CORS preflight, which the gateway never grants. `application/graphql-response+json` is what a client
 * accepts, not a request body; Fastify has no parser for it either.
 */
const ACCEPTED_CONTENT_TYPES = new Set(['application/json', 'application/graphql']);

/** A document this long is refused by the body limit and the cost rules long before; never worth a second parse. */
const MAX_TOKENS = 10_000;

const isGraphqlPost = (request: FastifyRequest) =>
  request.method === 'POST' && request.routeOptions.url === GRAPHQL_PATH;

const contentTypeOf = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();

/** The page the request comes from: Origin, or the origin of Referer when a browser leaves Origin out. */
function callerOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** Whether any operation of the body is a mutation: a batch or a document with several operations counts as one. */
function containsMutation(body: unknown): boolean {
  if (Array.isArray(body)) return body.some(containsMutation);
  const query: unknown = typeof body === 'object' && body !== null ? (body as { query?: unknown }).query : undefined;
  if (typeof query !== 'string') return false;
  try {
    return parse(query, { noLocation: true, maxTokens: MAX_TOKENS }).definitions.some(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.MUTATION,
    );
  } catch {
    // Mercurius refuses the same text as a syntax error, so nothing of it runs.
    return false;
  }
}

function refuse(reply: FastifyReply, status: HttpStatus): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message: errorMessage('FORBIDDEN'), extensions: { code: 'FORBIDDEN' } }] });
}

/**
 * CSRF defence for POST /graphql. The refresh cookie is SameSite=Strict, but a forged login needs no cookie and
 * SameSite does not cover same-site sibling hosts, so: a body only a script can send (a cross-site one only after a
 * preflight), and a mutation, or any request carrying the refresh cookie, only from an allowed page. Queries stay
 * open to any caller without a cookie: they change nothing and the access token travels in a header.
 * GET /graphql is safe as it is: Mercurius answers a mutation over GET with 405 before running it, and a document holds
 * one operation only (OneOperationRule), so the operation it checks is the one that runs.
 */
export function registerGraphqlCsrfDefence(fastify: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);

  // Before the body is parsed, so a forged form is never read.
  fastify.addHook('onRequest', async (request, reply) => {
    if (isGraphqlPost(request) && !ACCEPTED_CONTENT_TYPES.has(contentTypeOf(request))) {
      return refuse(reply, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
    }
  });

  fastify.addHook('preValidation', async (request, reply) => {
    if (!isGraphqlPost(request)) return;
    const origin = callerOrigin(request);
    if (origin !== undefined && allowed.has(origin)) return;
    if (readRefreshCookie(request) !== undefined || containsMutation(request.body)) {
      return refuse(reply, HttpStatus.FORBIDDEN);
    }
  });
}
