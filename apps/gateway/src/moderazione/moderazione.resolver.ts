import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { CasoDto, ProvvedimentoDto, StatoCaso, VoceRegistroDto } from '@ricambiamo/contracts';
import { MODERATION } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { AccessTokens } from '../access/access-tokens';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import { utenteDellaRichiesta } from '../access/utente-della-richiesta';
import type { GqlContext } from '../common/gql-context';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { Caso, DecisioneCasoInput, EsitoRicorsoInput, Provvedimento, SegnalazioneInput, StatoCasoEnum, VoceRegistro } from './moderazione.models';

const { report: REPORT, caso: CASO, provvedimento: PROVVEDIMENTO, registro: REGISTRO } = MODERATION;

/** Reports, the operator's console and the statements of reasons (docs/rules.md §3.22); every rule is moderation's. */
@Resolver()
export class ModerazioneResolver {
  constructor(
    private readonly rpc: RpcClient,
    private readonly tokens: AccessTokens,
  ) {}

  @Mutation(() => Boolean, { description: 'Anyone, signed in or not; counted per address here and per account or e-mail by moderation' })
  @Access(REPORT.file.access)
  @RateLimit('per-ip')
  async segnala(@Args('input') input: SegnalazioneInput, @Caller() caller: RpcContext, @Context() context: GqlContext): Promise<boolean> {
    // Public, so the guard verifies no token: a signed-in reporter is looked up all the same, and hears at their account.
    const actor = caller.actor ?? (await utenteDellaRichiesta(this.tokens, context.req));
    await this.rpc.send(REPORT.file, { ...input, buonaFede: input.buonaFede as true }, { ...caller, actor });
    return true;
  }

  @Query(() => [Caso], { description: 'The queue, oldest first, filtered by state' })
  @Access(CASO.queue.access)
  casiModerazione(@Args('stato', { type: () => StatoCasoEnum, nullable: true }) stato: StatoCaso | null, @Caller() caller: RpcContext): Promise<CasoDto[]> {
    return this.rpc.send(CASO.queue, { stato }, caller);
  }

  @Query(() => Caso)
  @Access(CASO.get.access)
  casoModerazione(@Args('casoId', { type: () => ID }) casoId: string, @Caller() caller: RpcContext): Promise<CasoDto> {
    return this.rpc.send(CASO.get, { casoId }, caller);
  }

  @Mutation(() => Caso, { description: 'Once per case (CASE_DECIDED); acting issues a statement of reasons' })
  @Access(CASO.decide.access)
  decidiCaso(@Args('input') input: DecisioneCasoInput, @Caller() caller: RpcContext): Promise<CasoDto> {
    return this.rpc.send(CASO.decide, input, caller);
  }

  @Query(() => [Provvedimento], { description: 'The statements of reasons issued to the caller, newest first' })
  @Access(PROVVEDIMENTO.mine.access)
  mieiProvvedimenti(@Caller() caller: RpcContext): Promise<ProvvedimentoDto[]> {
    return this.rpc.send(PROVVEDIMENTO.mine, {}, caller);
  }

  @Query(() => Provvedimento, { description: 'One statement: to whom it was issued, or to an operator (STATEMENT_NOT_FOUND)' })
  @Access(PROVVEDIMENTO.get.access)
  provvedimento(@Args('provvedimentoId', { type: () => ID }) provvedimentoId: string, @Caller() caller: RpcContext): Promise<ProvvedimentoDto> {
    return this.rpc.send(PROVVEDIMENTO.get, { provvedimentoId }, caller);
  }

  @Mutation(() => Provvedimento, { description: 'Once, within MESI_RICORSO (APPEAL_NOT_ALLOWED)' })
  @Access(PROVVEDIMENTO.appeal.access)
  ricorri(
    @Args('provvedimentoId', { type: () => ID }) provvedimentoId: string,
    @Args('testo') testo: string,
    @Caller() caller: RpcContext,
  ): Promise<ProvvedimentoDto> {
    return this.rpc.send(PROVVEDIMENTO.appeal, { provvedimentoId, testo }, caller);
  }

  @Query(() => [Caso], { description: 'The appealed cases waiting for a decision, oldest appeal first' })
  @Access(PROVVEDIMENTO.appeals.access)
  ricorsiModerazione(@Caller() caller: RpcContext): Promise<CasoDto[]> {
    return this.rpc.send(PROVVEDIMENTO.appeals, {}, caller);
  }

  @Mutation(() => Caso, { description: 'By an operator other than the one who decided (APPEAL_SAME_OPERATOR)' })
  @Access(PROVVEDIMENTO.decideAppeal.access)
  decidiRicorso(@Args('input') input: EsitoRicorsoInput, @Caller() caller: RpcContext): Promise<CasoDto> {
    return this.rpc.send(PROVVEDIMENTO.decideAppeal, input, caller);
  }

  @Query(() => [VoceRegistro], { description: 'The audit log, newest first, a page before `prima`; read only' })
  @Access(REGISTRO.list.access)
  registroModerazione(@Args('prima', { type: () => Date, nullable: true }) prima: Date | null, @Caller() caller: RpcContext): Promise<VoceRegistroDto[]> {
    return this.rpc.send(REGISTRO.list, { prima: prima?.toISOString() ?? null }, caller);
  }
}
