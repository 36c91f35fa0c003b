import { graphql } from '../../../graphql';

export const VeicoloFragment = graphql(`
  fragment Veicolo on Veicolo {
    id
    marca
    modello
    anno
    carburante
    cilindrata
    kw
    codiceMotore
    numeroTelaio
    attivo
    creatoIl
    vinMarca
    avvisiVin
  }
`);
