import { graphql } from '../../../graphql';

export const UtenteFragment = graphql(`
  fragment Utente on User {
    id
    email
    nome
    ruolo
    telefono
    indirizzo
    citta
    cap
    provincia
    nomeAttivita
    logoImage
    bannerImage
    officina {
      ragioneSociale
      partitaIva
      registro
    }
  }
`);
