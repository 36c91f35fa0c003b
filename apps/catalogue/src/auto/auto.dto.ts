import type { AutoDettaglioDto, AutoScortaDto, NomeRicambio, RicambioDto, VenditoreSintesiDto } from '@ricambiamo/contracts';
import { CATALOGO_RICAMBI, eRicambioDiSicurezza } from '@ricambiamo/contracts';
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
  };
}

const ricambiInOrdine = (ricambi: Ricambio[]): RicambioDto[] =>
  [...ricambi].sort((a, b) => posizione(a.nome) - posizione(b.nome)).map(toRicambioDto);

export function toAutoDettaglioDto(auto: AutoConRicambi, venditore: VenditoreSintesiDto): AutoDettaglioDto {
  const ricambi = ricambiInOrdine(auto.ricambi);
  return {
    id: auto.id,
    marca: auto.marca,
    modello: auto.modello,
    anno: auto.anno,
    km: auto.km,
    cv: auto.cv,
    kw: auto.kw,
    cilindrata: auto.cilindrata,
    carburante: auto.carburante,
    numeroTelaio: auto.numeroTelaio,
    descrizione: auto.descrizione,
    immagini: auto.immagini,
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
    id: auto.id,
    codiceInterno: auto.codiceInterno,
    marca: auto.marca,
    modello: auto.modello,
    anno: auto.anno,
    km: auto.km,
    cv: auto.cv,
    kw: auto.kw,
    cilindrata: auto.cilindrata,
    carburante: auto.carburante,
    numeroTelaio: auto.numeroTelaio,
    descrizione: auto.descrizione,
    immagini: auto.immagini,
    ricambi: ricambiInOrdine(auto.ricambi),
  };
}
