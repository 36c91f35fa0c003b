import type { AutoDettaglioDto, AutoScortaDto, CursoreScorta, NomeRicambio, RicambioDto, ScortaDto, VenditoreSintesiDto } from '@ricambiamo/contracts';
import { CATALOGO_RICAMBI, eRicambioDiSicurezza, VIN_PATTERN } from '@ricambiamo/contracts';
import type { Auto, Ricambio } from '../generated/prisma/client';

export type AutoConRicambi = Auto & { ricambi: Ricambio[] };

/** Parts are shown in the order of the part catalogue (docs/rules.md §4), whatever order they were added in. */
const posizione = (nome: string) => CATALOGO_RICAMBI.indexOf(nome as NomeRicambio);

export function toRicambioDto(ricambio: Ricambio): RicambioDto {
  return {
    id: ricambio.id,
    nome: ricambio.nome as NomeRicambio,
    descrizione: ricambio.descrizione,
    prezzoCentesimi: ricambio.prezzoCentesimi,
    spedizioneCentesimi: ricambio.spedizioneCentesimi,
    disponibile: ricambio.disponibile,
    grado: ricambio.grado,
    garanziaGiorni: ricambio.garanziaGiorni,
    codiceOem: ricambio.codiceOem,
    codiceCambio: ricambio.codiceCambio,
  };
}

/** A VIN of the right shape was given; those written before the shape was checked may not be. */
export const telaioVerificato = (numeroTelaio: string | null): boolean => numeroTelaio !== null && VIN_PATTERN.test(numeroTelaio);

/** The car as its seller described it, the same in the detail and in the stock. */
const datiAuto = (auto: Auto) => ({
  id: auto.id,
  marca: auto.marca,
  modello: auto.modello,
  anno: auto.anno,
  km: auto.km,
  cv: auto.cv,
  kw: auto.kw,
  cilindrata: auto.cilindrata,
  carburante: auto.carburante,
  codiceMotore: auto.codiceMotore,
  descrizione: auto.descrizione,
  immagini: auto.immagini,
});

const ricambiInOrdine = (ricambi: Ricambio[]): RicambioDto[] =>
  [...ricambi].sort((a, b) => posizione(a.nome) - posizione(b.nome)).map(toRicambioDto);

/**
 * The listing's detail. `perIlVenditore`: the reader is its seller, the only one who reads its VIN (docs/rules.md §3.8);
 * anyone else learns only whether one was given.
 */
export function toAutoDettaglioDto(auto: AutoConRicambi, venditore: VenditoreSintesiDto, perIlVenditore: boolean): AutoDettaglioDto {
  const ricambi = ricambiInOrdine(auto.ricambi);
  return {
    ...datiAuto(auto),
    numeroTelaio: perIlVenditore ? auto.numeroTelaio : null,
    telaioVerificato: telaioVerificato(auto.numeroTelaio),
    ricambi,
    ricambiDisponibili: ricambi.filter((r) => r.disponibile).length,
    ricambiSoloOfficine: ricambi.filter((r) => r.disponibile && eRicambioDiSicurezza(r.nome)).length,
    ricambiTotali: ricambi.length,
    createdAt: auto.createdAt.toISOString(),
    venditore,
  };
}

export function toAutoScortaDto(auto: AutoConRicambi): AutoScortaDto {
  return {
    ...datiAuto(auto),
    codiceInterno: auto.codiceInterno,
    numeroTelaio: auto.numeroTelaio,
    ricambi: ricambiInOrdine(auto.ricambi),
  };
}

/**
 * A page of the stock as it travels: its cars in order until one more would take the encoded page past `maxByte`, and
 * then the page ends at the last car that fitted and `prossimo` points there, so long descriptions make a page shorter,
 * never a message NATS refuses. A page holds one car whatever its size, so the reader always moves on.
 */
export function toScortaDto(auto: AutoConRicambi[], prossimo: CursoreScorta | null, maxByte: number): ScortaDto {
  const pagina: AutoScortaDto[] = [];
  let byte = 0;
  for (const car of auto) {
    const dto = toAutoScortaDto(car);
    // The comma between two cars in the array.
    byte += Buffer.byteLength(JSON.stringify(dto)) + 1;
    if (byte > maxByte && pagina.length > 0) {
      const ultima = auto[pagina.length - 1];
      return { auto: pagina, prossimo: { createdAt: ultima.createdAt.toISOString(), id: ultima.id } };
    }
    pagina.push(dto);
  }
  return { auto: pagina, prossimo };
}
