import { graphql } from '../../../graphql';

export const AcquistoFragment = graphql(`
  fragment Acquisto on Acquisto {
    sessionId
    packId
    gettoni
    prezzoCentesimi
    status
    saldo
    createdAt
  }
`);
