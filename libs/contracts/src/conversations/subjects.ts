import { rpc } from '../contract';
import type { ConversazioneDto, MessaggioDto, ThreadDto } from './messages';
import {
  conversazioneIdRequest,
  conversazioneInserzioneRequest,
  conversazioneOrdineRequest,
  conversazioneRequest,
  inviaMessaggioRequest,
  segnalaConversazioneRequest,
} from './messages';
import { z } from 'zod';

const nessuno = z.object({});

/**
 * Request/reply contracts served by the conversations service (queue group `conversations`): messages between a
 * listing's or an order's buyer and seller (docs/architecture.md#messages). A conversation the caller is not a side of
 * reads as CONVERSATION_NOT_FOUND, never revealing that it exists.
 */
export const CONVERSATIONS = {
  conversation: {
    /** The buyer's conversation about a listing with its seller: the one there is, or a new one. */
    forListing: rpc<ConversazioneDto>()({ subject: 'conversations.conversation.for-listing', request: conversazioneInserzioneRequest, access: 'acquirente' }),
    /** An order's conversation, for either side of the order. */
    forOrder: rpc<ConversazioneDto>()({ subject: 'conversations.conversation.for-order', request: conversazioneOrdineRequest, access: 'authenticated' }),
    /** The caller's conversations, latest message first. */
    list: rpc<ConversazioneDto[]>()({ subject: 'conversations.conversation.list', request: nessuno, access: 'authenticated' }),
    /** One conversation's messages, a page at a time. */
    thread: rpc<ThreadDto>()({ subject: 'conversations.conversation.thread', request: conversazioneRequest, access: 'authenticated' }),
    /** The caller has read it up to now. */
    read: rpc<{ nonLetti: number }>()({ subject: 'conversations.conversation.read', request: conversazioneIdRequest, access: 'authenticated' }),
    /** Lets the operator read it (docs/rules.md §3.18); once per side. */
    report: rpc<{ id: string }>()({ subject: 'conversations.conversation.report', request: segnalaConversazioneRequest, access: 'authenticated' }),
  },
  message: {
    send: rpc<MessaggioDto>()({ subject: 'conversations.message.send', request: inviaMessaggioRequest, access: 'authenticated' }),
    /** Unread messages in all the caller's conversations: the navbar's and sidebar's count. */
    unread: rpc<{ nonLetti: number }>()({ subject: 'conversations.message.unread', request: nessuno, access: 'authenticated' }),
  },
} as const;
