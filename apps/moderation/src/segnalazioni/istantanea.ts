import type { AutoDettaglioDto, ContenutoSegnalatoDto, VenditorePubblicoDto } from '@ricambiamo/contracts';
import { formattaEuro, formattaNumero, nomeVeicolo } from '@ricambiamo/contracts';

const riga = (etichetta: string, valore: string | null | undefined) => (valore ? [{ etichetta, valore }] : []);

/** A listing as anyone saw it: the car, its description and every part with its price. */
export function istantaneaInserzione(auto: AutoDettaglioDto): ContenutoSegnalatoDto {
  const venditore = auto.venditore.nomeAttivita ?? auto.venditore.nome;
  return {
    interessatoId: auto.venditore.id,
    istantanea: {
      titolo: nomeVeicolo(auto),
      link: `/inserzione/${auto.id}`,
      righe: [
        ...riga('Venditore', venditore),
        ...riga('Veicolo', `${nomeVeicolo(auto)} · ${auto.carburante} · ${formattaNumero(auto.km)} km`),
        ...riga('Codice motore', auto.codiceMotore),
        ...riga('Descrizione', auto.descrizione),
        ...auto.ricambi.map((r) => ({
          etichetta: r.nome,
          valore: [formattaEuro(r.prezzoCentesimi), r.descrizione, r.codiceOem && `OEM ${r.codiceOem}`].filter(Boolean).join(' · '),
        })),
      ],
    },
  };
}

/** A seller's public page as anyone saw it: the business and its contacts. */
export function istantaneaVenditore(venditore: VenditorePubblicoDto): ContenutoSegnalatoDto {
  const nome = venditore.nomeAttivita ?? venditore.nome;
  return {
    interessatoId: venditore.id,
    istantanea: {
      titolo: nome,
      link: `/venditore/${venditore.id}/profilo`,
      righe: [
        ...riga('Referente', venditore.nome),
        ...riga('Indirizzo', [venditore.indirizzo, venditore.cap, venditore.citta, venditore.provincia].filter(Boolean).join(', ')),
        ...riga('Telefono', venditore.telefono),
        ...riga('E-mail', venditore.email),
        ...riga('Descrizione', venditore.descrizione),
      ],
    },
  };
}
