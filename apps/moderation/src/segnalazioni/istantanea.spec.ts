import { randomUUID } from 'node:crypto';
import type { AutoDettaglioDto, VenditorePubblicoDto } from '@ricambiamo/contracts';
import { istantaneaInserzione, istantaneaVenditore } from './istantanea';

const venditoreId = randomUUID();

describe('the snapshot of a reported listing', () => {
  it('keeps what anyone read: the car, its description and each part with its price, and whose it is', () => {
    const auto = {
      id: randomUUID(),
      marca: 'Fiat',
      modello: 'Panda',
      anno: 2012,
      km: 120_000,
      carburante: 'benzina',
      codiceMotore: '169A4000',
      descrizione: 'Cambio come nuovo',
      venditore: { id: venditoreId, nome: 'Mario Reno', nomeAttivita: 'Ricambi Reno' },
      ricambi: [{ nome: 'Cambio', prezzoCentesimi: 35_000, descrizione: 'Cinque marce', codiceOem: '55241434' }],
    } as unknown as AutoDettaglioDto;
    const { interessatoId, istantanea } = istantaneaInserzione(auto);
    expect(interessatoId).toBe(venditoreId);
    expect(istantanea).toEqual({
      titolo: 'Fiat Panda 2012',
      link: `/inserzione/${auto.id}`,
      righe: [
        { etichetta: 'Venditore', valore: 'Ricambi Reno' },
        { etichetta: 'Veicolo', valore: 'Fiat Panda 2012 · benzina · 120.000 km' },
        { etichetta: 'Codice motore', valore: '169A4000' },
        { etichetta: 'Descrizione', valore: 'Cambio come nuovo' },
        { etichetta: 'Cambio', valore: expect.stringMatching(/^350,00\s€ · Cinque marce · OEM 55241434$/) },
      ],
    });
  });
});

describe("the snapshot of a reported seller's page", () => {
  it('keeps the business and its contacts, leaving out what is empty', () => {
    const venditore = { id: venditoreId, nome: 'Mario Reno', nomeAttivita: null, telefono: null, email: 'reno@example.com', indirizzo: 'Via Emilia 1', cap: '40100', citta: 'Bologna', provincia: 'BO', descrizione: null } as unknown as VenditorePubblicoDto;
    expect(istantaneaVenditore(venditore).istantanea).toEqual({
      titolo: 'Mario Reno',
      link: `/venditore/${venditoreId}/profilo`,
      righe: [
        { etichetta: 'Referente', valore: 'Mario Reno' },
        { etichetta: 'Indirizzo', valore: 'Via Emilia 1, 40100, Bologna, BO' },
        { etichetta: 'E-mail', valore: 'reno@example.com' },
      ],
    });
  });
});
