import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { SicurezzaOperatoreDto } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import { SicurezzaOperatore } from './operatore.models';

const OPERATORE = IDENTITY.operatore;

/** The operator's own account in the console (docs/rules.md §3.21); every rule is identity's. */
@Resolver()
export class OperatoreResolver {
  constructor(private readonly rpc: RpcClient) {}

  @Query(() => SicurezzaOperatore)
  @Access(OPERATORE.security.access)
  sicurezzaOperatore(@Caller() caller: RpcContext): Promise<SicurezzaOperatoreDto> {
    return this.rpc.send(OPERATORE.security, {}, caller);
  }

  @Mutation(() => [String], { description: 'New recovery codes for a code of the app (SECOND_FACTOR_INVALID); the old ones are void' })
  @Access(OPERATORE.regenerateCodes.access)
  async rigeneraCodiciRecupero(@Args('codice') codice: string, @Caller() caller: RpcContext): Promise<string[]> {
    return (await this.rpc.send(OPERATORE.regenerateCodes, { codice }, caller)).codiciRecupero;
  }
}
