import { graphql } from '../../../graphql';

/** What the success page and the development checkout show of a purchase, nothing more. */
export const AcquistoFragment = graphql(`
  fragment Acquisto on Acquisto {
    sessionId
    gettoni
    prezzoCentesimi
    status
    saldo
  }
`);
