import { nothing, rpc } from '../contract';
import type { ReferencedImagesDto } from '../media/retention';
import { referencedImagesRequest } from '../media/retention';
import type { AcquirenteAlPiazzamentoDto, RevokedSessionsDto, SessionDto, UserDto, VeicoloDto, VenditorePubblicoDto } from './messages';
import type { AttivazioneDto, EsitoAccessoDto, SecondoFattoreAttivatoDto, SicurezzaOperatoreDto } from './secondo-fattore';
import type { TracciabilitaDto, VenditoreOperatoreDto } from './tracciabilita';
import { tracciabilitaSchema, venditoriOperatoreRequest } from './tracciabilita';
import { codiceSfidaRequest, rigeneraCodiciRequest, sfidaRequest } from './secondo-fattore';
import {
  addVeicoloRequest,
  buyerDeclarationRequest,
  loginRequest,
  logoutRequest,
  publicProfileRequest,
  refreshRequest,
  registerRequest,
  requestResetRequest,
  resetPasswordRequest,
  updateBuyerProfileRequest,
  updateSellerProfileRequest,
  updateVeicoloRequest,
  veicoloIdRequest,
} from './messages';


/** Request/reply contracts served by the identity service (queue group `identity`). */
export const IDENTITY = {
  user: {
    register: rpc<SessionDto>()({ subject: 'identity.user.register', request: registerRequest, access: 'public' }),
    me: rpc<UserDto>()({ subject: 'identity.user.me', request: nothing, access: 'authenticated' }),
    updateBuyerProfile: rpc<UserDto>()({
      subject: 'identity.user.update-buyer-profile',
      request: updateBuyerProfileRequest,
      access: 'acquirente',
    }),
    /** docs/rules.md §3 Impostazioni Profilo: business data, IBAN, opening hours and the keys of the uploaded logo and banner. */
    updateSellerProfile: rpc<UserDto>()({
      subject: 'identity.user.update-seller-profile',
      request: updateSellerProfileRequest,
      access: 'venditore',
    }),
  },
  session: {
    /** A session, or for an operator the second factor's challenge (docs/rules.md §3.21). */
    login: rpc<EsitoAccessoDto>()({ subject: 'identity.session.login', request: loginRequest, access: 'public' }),
    /**
     * The challenge answered with a TOTP code or a recovery code: the session. A wrong code counts against the challenge
     * (SECOND_FACTOR_INVALID); an expired or spent one must start again from the password (SECOND_FACTOR_EXPIRED).
     */
    secondFactor: rpc<SessionDto>()({ subject: 'identity.session.second-factor', request: codiceSfidaRequest, access: 'public' }),
    /** For an operator without a second factor: the secret to enrol, the same for the whole challenge. */
    enrol: rpc<AttivazioneDto>()({ subject: 'identity.session.enrol', request: sfidaRequest, access: 'public' }),
    /** The enrolment confirmed by a code of the new secret: the session and the recovery codes, shown once. */
    confirmEnrolment: rpc<SecondoFattoreAttivatoDto>()({
      subject: 'identity.session.confirm-enrolment',
      request: codiceSfidaRequest,
      access: 'public',
    }),
    refresh: rpc<SessionDto>()({ subject: 'identity.session.refresh', request: refreshRequest, access: 'public' }),
    logout: rpc<RevokedSessionsDto>()({ subject: 'identity.session.logout', request: logoutRequest, access: 'public' }),
  },
  /** The operator's own account (docs/rules.md §3.21). */
  operatore: {
    /** How many of the operator's recovery codes are left. */
    /** The sellers with their traceability, verification and suspension, newest first; `q` narrows by name, e-mail or VAT number. */
    sellers: rpc<VenditoreOperatoreDto[]>()({ subject: 'identity.operatore.sellers', request: venditoriOperatoreRequest, access: 'operatore' }),
    security: rpc<SicurezzaOperatoreDto>()({ subject: 'identity.operatore.security', request: nothing, access: 'operatore' }),
    /** New recovery codes for a code of the app (SECOND_FACTOR_INVALID otherwise); the old ones are void. */
    regenerateCodes: rpc<{ codiciRecupero: string[] }>()({
      subject: 'identity.operatore.regenerate-codes',
      request: rigeneraCodiciRequest,
      access: 'operatore',
    }),
  },
  buyer: {
    /**
     * The buyer's repair-business declaration and active vehicle, as they stand now (orders, before reserving: safety
     * parts, and the fit each part is bought with).
     */
    declaration: rpc<AcquirenteAlPiazzamentoDto>()({
      subject: 'identity.buyer.declaration',
      request: buyerDeclarationRequest,
      access: 'service',
    }),
  },
  /**
   * The buyer's garage, "Il mio veicolo" (docs/rules.md §3.6): at most MASSIMO_VEICOLI_GARAGE vehicles, exactly one
   * active while there is any. Only the actor's own vehicles: another buyer's id reads as NOT_FOUND.
   */
  garage: {
    /** Oldest first. */
    list: rpc<VeicoloDto[]>()({ subject: 'identity.garage.list', request: nothing, access: 'acquirente' }),
    /** GARAGE_LIMIT_REACHED when the garage is full. */
    add: rpc<VeicoloDto>()({ subject: 'identity.garage.add', request: addVeicoloRequest, access: 'acquirente' }),
    /** Its data only: whether it is active changes by activate and remove. */
    update: rpc<VeicoloDto>()({ subject: 'identity.garage.update', request: updateVeicoloRequest, access: 'acquirente' }),
    /** The garage after the change. */
    activate: rpc<VeicoloDto[]>()({ subject: 'identity.garage.activate', request: veicoloIdRequest, access: 'acquirente' }),
    /** The garage after the change: removing the active vehicle makes the most recently added of the others active. */
    remove: rpc<VeicoloDto[]>()({ subject: 'identity.garage.remove', request: veicoloIdRequest, access: 'acquirente' }),
  },
  seller: {
    /** The seller's "Dati per la vendita" (docs/rules.md §3.23), as given so far. */
    traceability: rpc<TracciabilitaDto>()({ subject: 'identity.seller.traceability', request: nothing, access: 'venditore' }),
    /** All of them at once, checked by tracciabilitaSchema; catalogue hears the seller may publish through the user event. */
    updateTraceability: rpc<TracciabilitaDto>()({ subject: 'identity.seller.update-traceability', request: tracciabilitaSchema, access: 'venditore' }),
    /** The public seller page (docs/rules.md §3 Public seller profile). */
    publicProfile: rpc<VenditorePubblicoDto>()({
      subject: 'identity.seller.public-profile',
      request: publicProfileRequest,
      access: 'public',
    }),
  },
  password: {
    requestReset: rpc<{ ok: true }>()({
      subject: 'identity.password.request-reset',
      request: requestResetRequest,
      access: 'public',
    }),
    reset: rpc<RevokedSessionsDto>()({
      subject: 'identity.password.reset',
      request: resetPasswordRequest,
      access: 'public',
    }),
  },
  images: {
    /**
     * Which of the keys are some seller's logo or banner, for the media worker's cleanup. Like its catalogue
     * counterpart no user sends it, and the public seller pages show the same; NATS permissions decide who may ask.
     */
    referenced: rpc<ReferencedImagesDto>()({ subject: 'identity.images.referenced', request: referencedImagesRequest, access: 'public' }),
  },
} as const;
