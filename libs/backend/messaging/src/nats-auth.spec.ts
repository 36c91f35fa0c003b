import { CATALOGUE, DEMAND, IDENTITY, IMPORTS, MODERATION, NOTIFICATIONS, ORDERS, REVIEWS, rpcContractsOf, TOKENS } from '@ricambiamo/contracts';
import { NATS_ROLES, natsAuthConfig, natsPermissions, natsServerUsers, natsUsers, OPS_NATS_USER, opsNatsPermissions } from './nats-auth';

const subjectsOf = (...trees: object[]) => rpcContractsOf(trees).map((contract) => contract.subject);
const everyRequest = subjectsOf(IDENTITY, TOKENS, CATALOGUE, ORDERS, NOTIFICATIONS, IMPORTS, REVIEWS, DEMAND, MODERATION);
const betweenServices = rpcContractsOf([IDENTITY, TOKENS, CATALOGUE, ORDERS, NOTIFICATIONS, IMPORTS, REVIEWS, DEMAND, MODERATION])
  .filter((contract) => contract.access === 'service')
  .map((contract) => contract.subject);
/** The request subjects an app's user may publish to, i.e. the requests it may send. */
const requestsOf = (app: string) => (natsPermissions(app)?.publish ?? []).filter((subject) => everyRequest.includes(subject));

describe('NATS permissions derived from the contracts', () => {
  it("gives the operators' user the events' durables and dead letters, and no request of any service nor an app's login", () => {
    const ops = opsNatsPermissions();
    expect(ops.publish.filter((subject) => everyRequest.includes(subject))).toEqual([]);
    expect(ops.publish).toEqual(expect.arrayContaining(['$JS.API.STREAM.MSG.DELETE.DEAD_LETTERS', '$JS.API.CONSUMER.CREATE.EVENTS.*', 'evt.>']));
    expect(ops).toMatchObject({ subscribe: ['_INBOX.ops.>'], allowResponses: false });
    expect(natsUsers()).not.toContain(OPS_NATS_USER);
    expect(natsServerUsers()).toEqual([...natsUsers(), OPS_NATS_USER]);
    expect(natsAuthConfig()).toContain(`user: "${OPS_NATS_USER}"`);
  });

  it('lets only the gateway send every request users make; a service sends only the ones it calls, for the user it acts for', () => {
    expect(betweenServices).toEqual([
      IDENTITY.buyer.declaration.subject,
      CATALOGUE.parts.reserve.subject,
      CATALOGUE.parts.release.subject,
      CATALOGUE.parts.sell.subject,
      CATALOGUE.parts.relist.subject,
      CATALOGUE.visualizzazioni.record.subject,
      CATALOGUE.avvisi.query.subject,
      CATALOGUE.avvisi.completa.subject,
      CATALOGUE.avvisi.listing.subject,
      REVIEWS.review.snapshot.subject,
      DEMAND.request.snapshot.subject,
      DEMAND.domanda.searchWithoutResults.subject,
    ]);
    // The gateway sends two service contracts of its own, as no user: a listing's view for the seller's statistics, and
    // a home search that found no car for the yards' demand.
    const delGateway = [CATALOGUE.visualizzazioni.record.subject, DEMAND.domanda.searchWithoutResults.subject];
    expect(requestsOf('gateway').sort()).toEqual(
      [...everyRequest.filter((subject) => !betweenServices.includes(subject)), ...delGateway].sort(),
    );
    expect(requestsOf('orders')).toEqual([
      CATALOGUE.parts.reserve.subject,
      CATALOGUE.parts.release.subject,
      CATALOGUE.parts.sell.subject,
      CATALOGUE.parts.relist.subject,
      IDENTITY.buyer.declaration.subject,
    ]);
    // A listing's seller and title, public; the buyer's own name, as that buyer.
    expect(requestsOf('conversations')).toEqual([CATALOGUE.listing.get.subject, IDENTITY.user.me.subject]);
    // The search's query for a saved search's words and a listing's search document: demand's alone; and a listing,
    // public, for a yard's answer to a wanted-part request.
    const forAlerts = [CATALOGUE.avvisi.query.subject, CATALOGUE.avvisi.completa.subject, CATALOGUE.avvisi.listing.subject];
    expect(requestsOf('demand')).toEqual([...forAlerts, CATALOGUE.listing.get.subject]);
    for (const subject of forAlerts) expect(natsUsers().filter((app) => requestsOf(app).includes(subject))).toEqual(['demand']);
    // A reported listing and seller page as anyone sees them; the operator's own name, as that operator.
    expect(requestsOf('moderation')).toEqual([
      CATALOGUE.listing.get.subject,
      IDENTITY.seller.publicProfile.subject,
      IDENTITY.user.me.subject,
      REVIEWS.review.snapshot.subject,
      DEMAND.request.snapshot.subject,
    ]);
    expect(requestsOf('catalogue')).toEqual([TOKENS.balance.debit.subject, TOKENS.balance.refund.subject]);
    expect(requestsOf('media-worker')).toEqual([CATALOGUE.images.referenced.subject, IDENTITY.images.referenced.subject]);
    // An import is the seller's listing forms submitted one by one: those writes, the stock and the balance, nothing else.
    expect(requestsOf('imports')).toEqual([
      CATALOGUE.listing.create.subject,
      CATALOGUE.listing.update.subject,
      CATALOGUE.listing.delete.subject,
      CATALOGUE.listing.stock.subject,
      TOKENS.balance.get.subject,
    ]);
    expect(requestsOf('identity')).toEqual([]);
    expect(requestsOf('tokens')).toEqual([]);
    expect(requestsOf('notifications')).toEqual([]);
  });

  it("lets a service listen only to its own contracts, in its own queue group, and read only its own inboxes", () => {
    expect(natsPermissions('identity')?.subscribe).toEqual([...subjectsOf(IDENTITY).map((s) => `${s} identity`), '_INBOX.identity.>']);
    expect(natsPermissions('gateway')).toMatchObject({ subscribe: ['_INBOX.gateway.>', 'live.utente.*'], allowResponses: false });
  });

  it('lets the services whose changes users watch publish live hints, and only the gateway listen to them', () => {
    const publishers = natsUsers().filter((app) => natsPermissions(app)!.publish.includes('live.utente.*'));
    const listeners = natsUsers().filter((app) => natsPermissions(app)!.subscribe.includes('live.utente.*'));
    expect(publishers).toEqual(['orders', 'notifications', 'conversations', 'imports']);
    expect(listeners).toEqual(['gateway']);
    expect(natsPermissions('gateway')!.publish).not.toContain('live.utente.*');
  });

  it('lets a service publish only its own events, and consume and dead-letter only under its own durables', () => {
    const catalogue = natsPermissions('catalogue')!.publish;
    expect(catalogue.filter((s) => s.startsWith('evt.'))).toEqual([
      'evt.catalogue.listing.created',
      'evt.catalogue.listing.updated',
      'evt.catalogue.listing.deleted',
      'evt.catalogue.verifica.requested',
      'evt.catalogue.verifica.answered',
    ]);
    const durables = (publish: string[]) =>
      publish.filter((s) => s.startsWith('$JS.API.CONSUMER.') || s.startsWith('$JS.ACK.') || s.startsWith('dlq.'));
    const durable = (nome: string) => [
      `$JS.API.CONSUMER.INFO.EVENTS.${nome}`,
      `$JS.API.CONSUMER.CREATE.EVENTS.${nome}`,
      `$JS.API.CONSUMER.DELETE.EVENTS.${nome}`,
      `$JS.API.CONSUMER.CREATE.EVENTS.${nome}.>`,
      `$JS.API.CONSUMER.MSG.NEXT.EVENTS.${nome}`,
      `$JS.ACK.EVENTS.${nome}.>`,
      `dlq.${nome}.>`,
    ];
    expect(durables(catalogue)).toEqual(['catalogue-identity', 'catalogue-riferimenti', 'catalogue-reviews', 'catalogue-moderation', 'catalogue-sospensioni'].flatMap(durable));
    // Catalogue's checks and reviews reach their seller and buyer through notifications' own durables (docs/rules.md
    // §3.14, §3.16).
    expect(durables(natsPermissions('notifications')!.publish)).toEqual(
      [
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
      ].flatMap(durable),
    );
    // Reviews reads orders', conversations' and moderation's events under its own durables and publishes only its own.
    const reviews = natsPermissions('reviews')!.publish;
    expect(durables(reviews)).toEqual(['reviews-orders', 'reviews-conversations', 'reviews-moderation'].flatMap(durable));
    expect(reviews.filter((s) => s.startsWith('evt.'))).toEqual([
      'evt.reviews.review.created',
      'evt.reviews.review.replied',
      'evt.reviews.reputation.changed',
      'evt.reviews.review.reported',
    ]);
    // Demand reads catalogue's listing events and orders' under its own durables, and publishes only its own events.
    const demand = natsPermissions('demand')!.publish;
    expect(durables(demand)).toEqual(['demand-catalogue', 'demand-orders'].flatMap(durable));
    expect(demand.filter((s) => s.startsWith('evt.'))).toEqual([
      'evt.demand.search.matched',
      'evt.demand.digest.ready',
      'evt.demand.request.answered',
      'evt.demand.request.closed',
      'evt.demand.request.reported',
    ]);
    // Moderation reads the reports the other services forward under its one durable, and publishes only its own events:
    // identity, catalogue, reviews and notifications act on its decisions.
    const moderation = natsPermissions('moderation')!.publish;
    expect(durables(moderation)).toEqual(durable('moderation-segnalazioni'));
    expect(moderation.filter((s) => s.startsWith('evt.'))).toEqual([
      'evt.moderation.seller.verified',
      'evt.moderation.seller.suspended',
      'evt.moderation.seller.reinstated',
      'evt.moderation.listing.hidden',
      'evt.moderation.listing.restored',
      'evt.moderation.review.hidden',
      'evt.moderation.review.restored',
      'evt.moderation.report.received',
      'evt.moderation.case.decided',
      'evt.moderation.statement.issued',
      'evt.moderation.appeal.decided',
    ]);
    // Identity reads only moderation's suspensions, under its one durable.
    expect(durables(natsPermissions('identity')!.publish)).toEqual(durable('identity-moderation'));
  });

  it('lets the gateway read the events stream under its own durable, and neither create nor change the stream nor dead-letter', () => {
    const gateway = natsPermissions('gateway')!.publish;
    expect(gateway.filter((s) => s.startsWith('$JS.') || s.startsWith('evt.') || s.startsWith('dlq.'))).toEqual([
      '$JS.API.INFO',
      '$JS.API.CONSUMER.INFO.EVENTS.gateway-sessions',
      '$JS.API.CONSUMER.CREATE.EVENTS.gateway-sessions',
      '$JS.API.CONSUMER.DELETE.EVENTS.gateway-sessions',
      '$JS.API.CONSUMER.CREATE.EVENTS.gateway-sessions.>',
      '$JS.API.CONSUMER.MSG.NEXT.EVENTS.gateway-sessions',
      '$JS.ACK.EVENTS.gateway-sessions.>',
    ]);
  });

  it('gives no user to an app that does nothing on NATS, and denies everything to a direction with nothing allowed', () => {
    const roles = { nessuno: {}, ascoltatore: { serves: { prova: IDENTITY.user.me } } };
    expect(natsPermissions('nessuno', roles)).toBeNull();
    expect(natsUsers(roles)).toEqual(['ascoltatore']);
    // An empty allow list would let it publish anything: nats-server reads "no allow" as "no restriction".
    expect(natsAuthConfig(roles)).toMatch(/permissions: \{\n\s*publish: \{ deny: \[">"\] \}\n/);
  });

  it('names every user and refuses an app without a role', () => {
    expect(natsUsers()).toEqual(Object.keys(NATS_ROLES).filter((app) => natsPermissions(app) !== null));
    expect(() => natsPermissions('sconosciuta')).toThrow('sconosciuta has no NATS role');
  });
});
