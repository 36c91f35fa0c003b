import { MessagePattern } from '@nestjs/microservices';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import type { AccessOf, ActorFor, Accesso, ParsedRequestOf, ReplyOf, RpcContract } from '@ricambiamo/contracts';
import { authorize, envelopeMeta, parseEnvelope } from './envelope';

/** What a handler learns about the call besides its data: the actor, checked against the contract's access. */
export interface Call<A extends Accesso = Accesso> {
  actor: ActorFor<A>;
  correlationId: string;
}

export type Handler<C extends RpcContract> = (data: ParsedRequestOf<C>, call: Call<AccessOf<C>>) => Promise<ReplyOf<C>>;

/**
 * Declares the method that serves a contract. The method receives the data parsed with the contract's schema and the
 * actor checked against its access; access is enforced first, so a caller without it learns nothing about the data.
 * Its signature is checked against the contract: the wrong data type or reply type does not compile.
 */
export function Handles<C extends RpcContract>(contract: C) {
  return <H extends Handler<C>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    const handler = descriptor.value;
    if (!handler) throw new Error(`@Handles(${contract.subject}) must decorate a method`);
    // Nest calls the method with the raw envelope; the wrapper turns it into what the handler declared.
    descriptor.value = function (this: unknown, payload: unknown) {
      const meta = envelopeMeta(payload);
      const actor = authorize(contract.access, meta.actor);
      const { data, correlationId } = parseEnvelope(contract.request, payload, meta);
      return handler.call(this, data as ParsedRequestOf<C>, { actor: actor as ActorFor<AccessOf<C>>, correlationId });
    } as unknown as H;
    MessagePattern(contract.subject)(target, key, descriptor);
  };
}

type Class = abstract new (...args: never[]) => unknown;

/** Every subject the controllers answer, whether declared through @Handles or a bare @MessagePattern. */
function servedSubjects(controllers: readonly Class[]): string[] {
  return controllers.flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
      const method = (controller.prototype as Record<string, unknown>)[name];
      if (typeof method !== 'function') return [];
      const patterns = Reflect.getMetadata(PATTERN_METADATA, method) as unknown[] | undefined;
      return (patterns ?? []).map((pattern) => String(pattern));
    }),
  );
}

/**
 * What is wrong between a service's contracts and its controllers: a contract nobody serves, one served twice, a
 * subject served that no contract declares. Empty when every contract has exactly one handler.
 */
export function handlerProblems(contracts: readonly RpcContract[], controllers: readonly Class[]): string[] {
  const served = servedSubjects(controllers);
  const declared = new Set(contracts.map((contract) => contract.subject));
  const problems: string[] = [];
  for (const { subject } of contracts) {
    const count = served.filter((s) => s === subject).length;
    if (count === 0) problems.push(`${subject}: no handler`);
    if (count > 1) problems.push(`${subject}: ${count} handlers`);
  }
  for (const subject of new Set(served)) {
    if (!declared.has(subject)) problems.push(`${subject}: served but declared by no contract`);
  }
  return problems;
}
