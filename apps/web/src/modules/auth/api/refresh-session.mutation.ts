import { graphql } from '../../../graphql';
import type { RinnovoSessione } from '../../../lib/graphql/graphql-client';
import type { Utente } from './utente';
import { UtenteFragment } from './utente.fragment';

export const RefreshSessionMutation = graphql(
  `
    mutation RinnovaSessione {
      rinnovaSessione {
        accessToken
        user {
          ...Utente
        }
      }
    }
  `,
  [UtenteFragment],
);

/** The session's refresh the app's GraphQL client runs (app/create-app-clients.ts): the new token and the user. */
export const rinnovaSessione: RinnovoSessione<Utente> = async (send) => {
  const { rinnovaSessione: sessione } = await send(RefreshSessionMutation, {});
  return sessione && { accessToken: sessione.accessToken, utente: sessione.user };
};
