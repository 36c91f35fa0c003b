import {
  CATALOGUE,
  CATALOGUE_EVENTS,
  CONVERSATIONS,
  CONVERSATIONS_EVENTS,
  DEAD_LETTERS_STREAM,
  deadLetterSubject,
  DEMAND,
  DEMAND_EVENTS,
  EVENTS_STREAM,
  IDENTITY,
  IDENTITY_EVENTS,
  IMPORTS,
  IMPORTS_EVENTS,
  isRpcContract,
  LIVE_SUBJECT_PREFIX,
  MODERATION,
  MODERATION_EVENTS,
  NOTIFICATIONS,
  ORDERS,
  ORDERS_EVENTS,
  REVIEWS,
  REVIEWS_EVENTS,
  rpcContractsOf,
  TOKENS,
  TOKENS_EVENTS,
  YARD,
} from '@ricambiamo/contracts';

/**
 * What one app does on NATS. Its user's permissions derive from this and from the contracts alone: a contract added to
 * a tree the app serves or calls is allowed by regenerating the config (`node tools/nats-auth.mjs`), never by hand.
 */
export interface NatsRole {
  /** The contract tree it answers, in the queue group named after the app (rpcServer). */
  serves?: object;
  /**
   * The contracts, or trees of them, it sends requests to. A tree brings only the contracts users may call: one with
   * access 'service' must be named itself.
   */
  calls?: readonly object[];
  /** Its domain events: the subjects its outbox relay publishes to the events stream. */
  publishes?: object;
  /** The durable names of its @Consumes consumers of the events stream. */
  consumes?: readonly string[];
  /**
   * The durable names of its AtLeastOnceConsumers: they read the events stream but never create or change it (nor the
   * dead letters), which the apps that publish or run @Consumes consumers may.
   */
  consumesAtLeastOnce?: readonly string[];
  /**
   * Live hints (docs/architecture.md#live-updates): a service publishes them to any user once its changes commit; the gateway
   * listens to them for the users connected to it.
   */
  hints?: 'publishes' | 'listens';
}

type NatsRoles = Readonly<Record<string, NatsRole>>;

/**
 * Every app of libs/backend/config/src/apps.json, once (infra:test fails for one missing). The gateway sends the
 * requests users make; a service calls only the contracts it names, for the user whose request or job it carries on
 * (catalogue pays as the seller, imports submits the seller's rows as that seller's forms), so a service's stolen
 * password cannot act as anyone anywhere else.
 */
export const NATS_ROLES: NatsRoles = {
  // Applies the operator's suspensions of sellers (moderation's events) to the account, and announces them.
  identity: { serves: IDENTITY, publishes: IDENTITY_EVENTS, consumes: ['identity-moderation'] },
  tokens: { serves: TOKENS, publishes: TOKENS_EVENTS },
  // Pays for creations and edits, and gives the tokens back when the listing is not saved. Keeps the sellers' read model
  // from identity's and reviews' events (names; rating and badge), and the cross-reference from its own listing and
  // check events. Hides and restores listings on the operator's decisions (moderation's events), and a suspended seller's
  // listings on identity's suspension events.
  catalogue: {
    serves: CATALOGUE,
    calls: [TOKENS.balance.debit, TOKENS.balance.refund],
    publishes: CATALOGUE_EVENTS,
    consumes: ['catalogue-identity', 'catalogue-riferimenti', 'catalogue-reviews', 'catalogue-moderation', 'catalogue-sospensioni'],
  },
  // Reserves, releases, sells and relists (returned with a withdrawal) parts in catalogue; keeps the sellers' payment
  // data from identity's user events and asks identity for the buyer's repair-business declaration before reserving;
  // cancels a suspended seller's pending orders on identity's suspension events.
  orders: {
    serves: ORDERS,
    calls: [CATALOGUE.parts.reserve, CATALOGUE.parts.release, CATALOGUE.parts.sell, CATALOGUE.parts.relist, IDENTITY.buyer.declaration],
    publishes: ORDERS_EVENTS,
    consumes: ['orders-identity', 'orders-sospensioni'],
    hints: 'publishes',
  },
  // Writes the notifications and their e-mails from the orders', tokens', imports', reviews', conversations', demand's and
  // moderation's events and catalogue's checks; the users' e-mail addresses come from identity's user events.
  notifications: {
    serves: NOTIFICATIONS,
    consumes: [
      'notifications-orders',
      'notifications-tokens',
      'notifications-imports',
      'notifications-catalogue',
      'notifications-reviews',
      'notifications-conversations',
      'notifications-demand',
      'notifications-moderation',
      'notifications-richieste',
      'notifications-identity',
    ],
    hints: 'publishes',
  },
  // Reviews of completed orders and the sellers' reputation, from orders' events and sellers' reply times
  // (docs/architecture.md#reviews-and-reputation).
  reviews: { serves: REVIEWS, publishes: REVIEWS_EVENTS, consumes: ['reviews-orders', 'reviews-conversations', 'reviews-moderation'] },
  // Messages between buyers and sellers: a listing's seller and title from catalogue, the buyer's name from identity as
  // that buyer, who bought from whom from orders' events (docs/architecture.md#messages).
  conversations: {
    serves: CONVERSATIONS,
    calls: [CATALOGUE.listing.get, IDENTITY.user.me],
    publishes: CONVERSATIONS_EVENTS,
    consumes: ['conversations-orders'],
    hints: 'publishes',
  },
  // Buyers' saved searches: catalogue's listing events matched against them, with the query and the listing's search
  // document asked of catalogue, so an alert matches by the search's own rules (docs/architecture.md#saved-searches).
  // Wanted-part requests: a yard's answer checked against its listing in catalogue, closed by the buyer's order from
  // orders' events (docs/architecture.md#wanted-parts).
  demand: {
    serves: DEMAND,
    calls: [CATALOGUE.avvisi.query, CATALOGUE.avvisi.completa, CATALOGUE.avvisi.listing, CATALOGUE.listing.get],
    publishes: DEMAND_EVENTS,
    consumes: ['demand-catalogue', 'demand-orders'],
  },
  // Reports of listings and sellers, the operator's decisions and their appeals (docs/architecture.md#moderation): it
  // snapshots a reported listing or seller page as anyone sees it, names the operator in the audit log from identity as
  // that operator, and tells catalogue and notifications of its decisions by events.
  moderation: {
    serves: MODERATION,
    calls: [CATALOGUE.listing.get, IDENTITY.seller.publicProfile, IDENTITY.user.me, REVIEWS.review.snapshot, DEMAND.request.snapshot],
    publishes: MODERATION_EVENTS,
    consumes: ['moderation-segnalazioni'],
  },
  // The sellers' cars (make and model) come from catalogue's listing events, or from catalogue itself for an event
  // written before they were in it; a deleted listing leaves its area.
  yard: { serves: YARD, calls: [CATALOGUE.listing.get], consumes: ['yard-catalogue'] },
  // Applies an import's rows as the seller who started it would submit its forms one by one: each row is a listing
  // created, changed or deleted through catalogue (which charges the seller's tokens as for a form). The analysis
  // compares the sheet with the seller's stock; the confirmation checks the seller's balance covers the preview.
  imports: {
    serves: IMPORTS,
    calls: [CATALOGUE.listing.create, CATALOGUE.listing.update, CATALOGUE.listing.delete, CATALOGUE.listing.stock, TOKENS.balance.get],
    publishes: IMPORTS_EVENTS,
    hints: 'publishes',
  },
  // Its jobs come through Redis; over NATS it only asks which images listings and seller profiles still show, before
  // removing the others.
  'media-worker': { calls: [CATALOGUE.images.referenced, IDENTITY.images.referenced] },
  // Writes identity's revoked sessions to its revocation list, whichever replica takes each (RevocationConsumer). Tells
  // catalogue of the listing detail pages it answered, keyed by visitor and day (docs/architecture.md#seller-statistics).
  gateway: {
    calls: [IDENTITY, TOKENS, CATALOGUE, ORDERS, NOTIFICATIONS, YARD, IMPORTS, REVIEWS, CONVERSATIONS, DEMAND, MODERATION, CATALOGUE.visualizzazioni.record, DEMAND.domanda.searchWithoutResults],
    consumesAtLeastOnce: ['gateway-sessions'],
    hints: 'listens',
  },
};

export interface NatsPermissions {
  publish: string[];
  /** A served subject comes with its queue group (`subject queue`): the user cannot listen to it outside the group. */
  subscribe: string[];
  /** May answer the requests it receives, once each, whatever their reply subject. */
  allowResponses: boolean;
}

function roleOf(app: string, roles: NatsRoles): NatsRole {
  const role = roles[app];
  if (!role) throw new Error(`${app} has no NATS role in libs/backend/messaging/src/nats-auth.ts`);
  return role;
}

function eventSubjectsOf(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) => {
    if (typeof value !== 'object' || value === null) return [];
    return 'subject' in value && 'payload' in value ? [String(value.subject)] : eventSubjectsOf(value);
  });
}

/** Where the app's replies arrive: each user reads only its own inboxes, never the answers meant for another app. */
export const natsInboxPrefix = (user: string) => `_INBOX.${user}`;

/** The variable holding the app's password, in the server's environment and in the Secret of infra/k8s. */
export const natsPasswordVariable = (app: string) => `NATS_PASSWORD_${app.toUpperCase().replaceAll('-', '_')}`;

/** What nats.js asks of JetStream to create a stream or bring it to its configuration (events-stream.ts). */
const streamSubjects = (stream: string) => [`$JS.API.STREAM.INFO.${stream}`, `$JS.API.STREAM.CREATE.${stream}`, `$JS.API.STREAM.UPDATE.${stream}`];

/**
 * What a consumer asks of JetStream for its durable pull consumer of the events stream: create or update it, read it,
 * delete it when its events changed (ensureEventsConsumer), pull batches and ack (or nak, or term) each event.
 */
const durableConsumerSubjects = (durable: string) => [
  `$JS.API.CONSUMER.INFO.${EVENTS_STREAM.name}.${durable}`,
  `$JS.API.CONSUMER.CREATE.${EVENTS_STREAM.name}.${durable}`,
  `$JS.API.CONSUMER.DELETE.${EVENTS_STREAM.name}.${durable}`,
  // A consumer with a filter names it in the subject (servers from 2.9 on).
  `$JS.API.CONSUMER.CREATE.${EVENTS_STREAM.name}.${durable}.>`,
  `$JS.API.CONSUMER.MSG.NEXT.${EVENTS_STREAM.name}.${durable}`,
  `$JS.ACK.${EVENTS_STREAM.name}.${durable}.>`,
];

/** An EventConsumer also copies the events it gives up on to its dead letters. */
const exactlyOnceConsumerSubjects = (durable: string) => [...durableConsumerSubjects(durable), deadLetterSubject(durable, '>')];

/** The requests an app may send: every contract it names, and of the trees it names those users may call. */
function calledSubjects(calls: readonly object[]): string[] {
  return calls.flatMap((called) => {
    if (isRpcContract(called)) return [called.subject];
    return rpcContractsOf(called)
      .filter((inTree) => inTree.access !== 'service')
      .map((inTree) => inTree.subject);
  });
}

/** The app's permissions, or null for an app that does not use NATS. */
export function natsPermissions(app: string, roles: NatsRoles = NATS_ROLES): NatsPermissions | null {
  const role = roleOf(app, roles);
  const served = role.serves ? rpcContractsOf(role.serves).map((contract) => contract.subject) : [];
  const consumers = role.consumes ?? [];
  const readers = role.consumesAtLeastOnce ?? [];
  // Who may create the events stream or bring it to its configuration.
  const ownsStream = role.publishes !== undefined || consumers.length > 0;
  const publish = [
    ...calledSubjects(role.calls ?? []),
    ...(role.publishes ? eventSubjectsOf(role.publishes) : []),
    ...(ownsStream || readers.length > 0 ? ['$JS.API.INFO'] : []),
    ...(ownsStream ? streamSubjects(EVENTS_STREAM.name) : []),
    ...(consumers.length > 0 ? streamSubjects(DEAD_LETTERS_STREAM.name) : []),
    ...consumers.flatMap(exactlyOnceConsumerSubjects),
    ...readers.flatMap(durableConsumerSubjects),
    ...(role.hints === 'publishes' ? [`${LIVE_SUBJECT_PREFIX}.*`] : []),
  ];
  // Requests (its own and JetStream's) get their replies in the app's inboxes.
  const subscribe = [
    ...served.map((subject) => `${subject} ${app}`),
    ...(publish.length > 0 ? [`${natsInboxPrefix(app)}.>`] : []),
    ...(role.hints === 'listens' ? [`${LIVE_SUBJECT_PREFIX}.*`] : []),
  ];
  if (publish.length === 0 && subscribe.length === 0) return null;
  return { publish, subscribe, allowResponses: served.length > 0 };
}

/** The apps with a NATS user (its name is the app's), in the order of NATS_ROLES. */
export const natsUsers = (roles: NatsRoles = NATS_ROLES): string[] =>
  Object.keys(roles).filter((app) => natsPermissions(app, roles) !== null);

/**
 * The operators' user, for the ops commands on the events (dead letters, a consumer's rewind: docs/operations.md): it
 * reads the events stream's durables and the dead letters, recreates a durable, publishes a dead letter's event again on
 * its subject and removes it. It serves and calls no contract, so its password cannot act as anyone in any service.
 */
export const OPS_NATS_USER = 'ops';

export function opsNatsPermissions(): NatsPermissions {
  const events = EVENTS_STREAM.name;
  const dead = DEAD_LETTERS_STREAM.name;
  return {
    publish: [
      '$JS.API.INFO',
      `$JS.API.STREAM.INFO.${events}`,
      `$JS.API.CONSUMER.LIST.${events}`,
      `$JS.API.CONSUMER.INFO.${events}.*`,
      `$JS.API.CONSUMER.DELETE.${events}.*`,
      `$JS.API.CONSUMER.CREATE.${events}.*`,
      `$JS.API.CONSUMER.CREATE.${events}.*.>`,
      `$JS.API.STREAM.INFO.${dead}`,
      `$JS.API.STREAM.MSG.GET.${dead}`,
      `$JS.API.STREAM.MSG.DELETE.${dead}`,
      ...EVENTS_STREAM.subjects,
    ],
    subscribe: [`${natsInboxPrefix(OPS_NATS_USER)}.>`],
    allowResponses: false,
  };
}

/** Every user the server knows, the apps' and the operators': the passwords it reads from its environment. */
export const natsServerUsers = (roles: NatsRoles = NATS_ROLES): string[] => [...natsUsers(roles), OPS_NATS_USER];

/** The one account of every app: they share its JetStream, where the events stream lives. */
const ACCOUNT = 'RICAMBIAMO';

/** A list of the config's allowed subjects; an empty allow list would mean "everything", so none becomes deny all. */
function allowList(direction: string, subjects: string[]): string[] {
  if (subjects.length === 0) return [`      ${direction}: { deny: [">"] }`];
  return [`      ${direction}: { allow: [`, ...subjects.map((s) => `        ${JSON.stringify(s)}`), '      ] }'];
}

/**
 * The users and permissions as nats-server configuration: compose, Kubernetes, `npm start -- --nats-auth` and the
 * integration test all run this text. Anonymous clients are refused; passwords are read from the server's
 * environment (`$NATS_PASSWORD_<APP>`), so the file carries none.
 */
export function natsAuthConfig(roles: NatsRoles = NATS_ROLES): string {
  const users = natsServerUsers(roles).flatMap((user) => {
    const permissions = user === OPS_NATS_USER ? opsNatsPermissions() : natsPermissions(user, roles)!;
    return [
      '  {',
      `    user: ${JSON.stringify(user)}`,
      `    password: $${natsPasswordVariable(user)}`,
      '    permissions: {',
      ...allowList('publish', permissions.publish),
      ...allowList('subscribe', permissions.subscribe),
      ...(permissions.allowResponses ? ['      allow_responses: true'] : []),
      '    }',
      '  }',
    ];
  });
  return [
    "# NATS users of Ricambiamo: one per app, allowed only the subjects its contracts need, and the operators' (ops).",
    '# Generated from libs/backend/messaging/src/nats-auth.ts by `node tools/nats-auth.mjs`; do not edit by hand.',
    '# Passwords come from the environment ($NATS_PASSWORD_<APP>): a letter, then letters, digits, - and _ only.',
    'accounts: {',
    `  ${ACCOUNT}: {`,
    '    jetstream: enabled',
    '    users: [',
    ...users.map((line) => `    ${line}`),
    '    ]',
    '  }',
    '}',
    '',
  ].join('\n');
}
