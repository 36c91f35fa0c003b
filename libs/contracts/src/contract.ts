import { z } from 'zod';
import type { Actor, Ruolo } from './roles';

/**
 * Who may call a request/reply subject. Services enforce it before they look at the data, so an anonymous caller or
 * one with the wrong role learns nothing about the request's shape.
 *
 * 'service': sent only by other services, never on behalf of a user, so a call carrying an actor is refused
 * (FORBIDDEN). Which apps may send it is up to the NATS permissions (libs/backend/messaging nats-auth.ts), which
 * grant it only to an app that names the contract itself, never through a whole tree such as the gateway's.
 */
export const ACCESSI = ['public', 'authenticated', 'venditore', 'acquirente', 'operatore', 'service'] as const;
export type Accesso = (typeof ACCESSI)[number];

/**
 * The actor a handler receives for a given access: null only on public subjects (maybe) and service subjects
 * (always), the role fixed on role subjects.
 */
export type ActorFor<A extends Accesso> = A extends 'public'
  ? Actor | null
  : A extends 'service'
    ? null
    : A extends Ruolo
      ? Actor & { role: A }
      : Actor;

declare const replyType: unique symbol;

/**
 * One request/reply message: its subject, the zod schema of its data (the same schema the web form uses), the type
 * of its reply and who may send it. Declared once here; callers, handlers and the gateway all take it from here.
 */
export interface RpcContract<Req extends z.ZodType = z.ZodType, Res = unknown, A extends Accesso = Accesso> {
  readonly subject: string;
  readonly request: Req;
  readonly access: A;
  /** Never set: it only carries the reply type, so `rpc.send` can return it. */
  readonly [replyType]?: Res;
}

/** What a caller sends: the schema's input, defaults still optional. */
export type RequestOf<C> = C extends RpcContract<infer Req> ? z.input<Req> : never;
/** What a handler receives: the schema's output, defaults applied. */
export type ParsedRequestOf<C> = C extends RpcContract<infer Req> ? z.output<Req> : never;
export type ReplyOf<C> = C extends RpcContract<z.ZodType, infer Res> ? Res : never;
export type AccessOf<C> = C extends RpcContract<z.ZodType, unknown, infer A> ? A : never;

/**
 * Declares a request/reply contract. Curried so the reply type is written while the subject, schema and access
 * are inferred: `rpc<AutoDettaglioDto>()({ subject: 'catalogue.listing.get', request: listingIdRequest, access: 'public' })`.
 */
export const rpc =
  <Res>() =>
  <Req extends z.ZodType, A extends Accesso>(contract: { subject: string; request: Req; access: A }): RpcContract<Req, Res, A> =>
    contract;

/** One domain event on JetStream: its subject and the producer's payload schema, which every consumer parses with. */
export interface EventContract<P extends z.ZodType = z.ZodType, S extends string = string> {
  readonly subject: S;
  readonly payload: P;
}

/** What a producer writes. */
export type PayloadIn<E> = E extends EventContract<infer P> ? z.input<P> : never;
/** What a consumer receives, parsed with the producer's schema. */
export type PayloadOf<E> = E extends EventContract<infer P> ? z.output<P> : never;

export const event = <const S extends string, P extends z.ZodType>(subject: S, payload: P): EventContract<P, S> => ({
  subject,
  payload,
});

/**
 * A payload schema that also reads the events written before some of its fields were renamed (`{ oldName: 'newName' }`):
 * the stream keeps them, and a consumer replays them after a redelivery or a new durable. A field under its old name
 * is read as the new one, so consumers see the new names only; producers may write the new names only.
 */
export function withRenamedFields<S extends z.ZodObject>(schema: S, renamed: Record<string, keyof z.input<S> & string>) {
  return z.preprocess((payload: z.input<S>) => {
    if (typeof payload !== 'object' || payload === null) return payload;
    const read: Record<string, unknown> = { ...payload };
    for (const [oldName, newName] of Object.entries(renamed)) {
      if (read[newName] === undefined && oldName in read) read[newName] = read[oldName];
      delete read[oldName];
    }
    return read;
  }, schema);
}

export function isRpcContract(value: unknown): value is RpcContract {
  return typeof value === 'object' && value !== null && 'subject' in value && 'request' in value && 'access' in value;
}

/** Every request/reply contract inside a service's contract tree (e.g. CATALOGUE), for handler coverage checks. */
export function rpcContractsOf(tree: object): RpcContract[] {
  return Object.values(tree).flatMap((value: unknown) => {
    if (isRpcContract(value)) return [value];
    return typeof value === 'object' && value !== null ? rpcContractsOf(value) : [];
  });
}

/** The request of a subject that needs nothing but its caller: the actor says whose data. */
export const nothing = z.object({});
