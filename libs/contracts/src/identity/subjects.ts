/** Request/reply subjects served by the identity service (queue group `identity`). */
export const IDENTITY = {
  queue: 'identity',
  user: {
    register: 'identity.user.register',
    me: 'identity.user.me',
    updateBuyerProfile: 'identity.user.update-buyer-profile',
  },
  session: {
    login: 'identity.session.login',
    refresh: 'identity.session.refresh',
    logout: 'identity.session.logout',
  },
  seller: {
    /** Anonymous: the public seller page (spec §2 Public seller profile). */
    publicProfile: 'identity.seller.public-profile',
  },
  password: {
    requestReset: 'identity.password.request-reset',
    reset: 'identity.password.reset',
  },
} as const;

export const IDENTITY_EVENTS = {
  userRegistered: 'evt.identity.user.registered',
  userUpdated: 'evt.identity.user.updated',
} as const;
