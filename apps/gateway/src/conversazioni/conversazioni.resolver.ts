import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ConversazioneDto, MessaggioDto, ThreadDto } from '@ricambiamo/contracts';
import { CONVERSATIONS } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import { Conversazione, Messaggio, SegnalazioneConversazioneInput, ThreadConversazione } from './conversazioni.models';

const CONVERSATION = CONVERSATIONS.conversation;
const MESSAGE = CONVERSATIONS.message;

/** Messages between buyers and sellers (docs/rules.md §3.18), every rule the conversations service's. */
@Resolver()
export class ConversazioniResolver {
  constructor(private readonly rpc: RpcClient) {}

  @Query(() => [Conversazione], { description: "The caller's conversations, latest message first" })
  @Access(CONVERSATION.list.access)
  conversazioni(@Caller() caller: RpcContext): Promise<ConversazioneDto[]> {
    return this.rpc.send(CONVERSATION.list, {}, caller);
  }

  @Query(() => ThreadConversazione)
  @Access(CONVERSATION.thread.access)
  conversazione(
    @Args('id', { type: () => ID }) conversazioneId: string,
    @Args('prima', { type: () => ID, nullable: true, description: 'Messages older than this one' }) prima: string | null,
    @Caller() caller: RpcContext,
  ): Promise<ThreadDto> {
    return this.rpc.send(CONVERSATION.thread, { conversazioneId, prima }, caller);
  }

  @Query(() => Int, { description: 'Unread messages in all the caller’s conversations' })
  @Access(MESSAGE.unread.access)
  async messaggiNonLetti(@Caller() caller: RpcContext): Promise<number> {
    return (await this.rpc.send(MESSAGE.unread, {}, caller)).nonLetti;
  }

  @Mutation(() => Conversazione, { description: "The buyer's conversation about a listing: the one there is, or a new one" })
  @Access(CONVERSATION.forListing.access)
  conversazioneInserzione(@Args('autoId', { type: () => ID }) autoId: string, @Caller() caller: RpcContext): Promise<ConversazioneDto> {
    return this.rpc.send(CONVERSATION.forListing, { autoId }, caller);
  }

  @Mutation(() => Conversazione, { description: "An order's conversation, for either side" })
  @Access(CONVERSATION.forOrder.access)
  conversazioneOrdine(@Args('ordineId', { type: () => ID }) ordineId: string, @Caller() caller: RpcContext): Promise<ConversazioneDto> {
    return this.rpc.send(CONVERSATION.forOrder, { ordineId }, caller);
  }

  @Mutation(() => Messaggio, { description: 'Rate limited (MESSAGE_RATE_LIMITED)' })
  @Access(MESSAGE.send.access)
  inviaMessaggio(
    @Args('conversazioneId', { type: () => ID }) conversazioneId: string,
    @Args('testo') testo: string,
    @Caller() caller: RpcContext,
  ): Promise<MessaggioDto> {
    return this.rpc.send(MESSAGE.send, { conversazioneId, testo }, caller);
  }

  @Mutation(() => Int, { description: 'Marks the conversation read; answers the unread messages left in all of them' })
  @Access(CONVERSATION.read.access)
  async segnaConversazioneLetta(@Args('conversazioneId', { type: () => ID }) conversazioneId: string, @Caller() caller: RpcContext): Promise<number> {
    return (await this.rpc.send(CONVERSATION.read, { conversazioneId }, caller)).nonLetti;
  }

  @Mutation(() => Boolean, { description: 'Once per side (CONVERSATION_REPORTED); the operator may then read it' })
  @Access(CONVERSATION.report.access)
  async segnalaConversazione(
    @Args('conversazioneId', { type: () => ID }) conversazioneId: string,
    @Args('input') input: SegnalazioneConversazioneInput,
    @Caller() caller: RpcContext,
  ): Promise<boolean> {
    await this.rpc.send(CONVERSATION.report, { conversazioneId, ...input, buonaFede: input.buonaFede as true }, caller);
    return true;
  }
}
