import { z } from 'zod';
import { ANNO_MINIMO } from '../validation/catalogo';
import { MESSAGGI_VIN } from './vin-messaggi';

/** ISO 3779: 17 characters, digits and capital letters except I, O and Q, which read as 1 and 0. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const vinSchema = z
  .string({ error: MESSAGGI_VIN.formato })
  .trim()
  .toUpperCase()
  .regex(VIN_PATTERN, MESSAGGI_VIN.formato);

/**
 * A maker as its World Manufacturer Identifier names it. `posizioneAnno` is where its European VINs write a year, or
 * null when they write none.
 *
 * Why most European makers have no year: ISO 3779 leaves positions 10 to 17 to the maker. North America (49 CFR 565)
 * made position 10 the model year, mandatory; the EU never did (Directive 76/114/EEC asks only for a unique number), so
 * Fiat, Renault, PSA and Mercedes-Benz, among others, put a serial, a plant or the steering side there, and reading it
 * as a year would invent one (a Fiat Qubo's VIN has a 0 there; an A-Class's a 1, "2001", on a model first built in
 * 2004). Only the makers whose European VINs are known to carry the North American code have a position:
 * - the Volkswagen group (Volkswagen, Audi, SEAT, Cupra, Škoda, Porsche) and Hyundai and Kia: the model year at 10;
 * - Ford of Europe: the assembly year at 11 (month at 12), with the same letters and digits;
 * - cars built in North America (3VW Volkswagen de México, 1C4 Jeep), where position 10 is the law.
 * A maker not known to do so says nothing about the year rather than a wrong one.
 */
export interface CostruttoreVin {
  marca: string;
  /** Brands sold on the same identifier: an Abarth is a ZFA, a Cupra a VSS. */
  altreMarche?: readonly string[];
  posizioneAnno: 10 | 11 | null;
}

const VW = { marca: 'Volkswagen', posizioneAnno: 10 } as const;
const AUDI = { marca: 'Audi', posizioneAnno: 10 } as const;
const PORSCHE = { marca: 'Porsche', posizioneAnno: 10 } as const;
const BMW = { marca: 'BMW', posizioneAnno: null } as const;
const MERCEDES = { marca: 'Mercedes-Benz', posizioneAnno: null } as const;
const OPEL = { marca: 'Opel', posizioneAnno: null } as const;
const RENAULT = { marca: 'Renault', altreMarche: ['Dacia'], posizioneAnno: null } as const;
const PEUGEOT = { marca: 'Peugeot', posizioneAnno: null } as const;
// Until 2015 a DS was a Citroën model (DS3, DS4, DS5) and kept Citroën's identifier.
const CITROEN = { marca: 'Citroën', altreMarche: ['DS'], posizioneAnno: null } as const;
const TOYOTA = { marca: 'Toyota', altreMarche: ['Lexus'], posizioneAnno: null } as const;
const NISSAN = { marca: 'Nissan', posizioneAnno: null } as const;
const HONDA = { marca: 'Honda', posizioneAnno: null } as const;
const HYUNDAI = { marca: 'Hyundai', posizioneAnno: 10 } as const;
const KIA = { marca: 'Kia', posizioneAnno: 10 } as const;
const SUZUKI = { marca: 'Suzuki', posizioneAnno: null } as const;
const MITSUBISHI = { marca: 'Mitsubishi', posizioneAnno: null } as const;

/**
 * The makers of the cars Italian dismantlers take in, by the identifier that opens their VINs: three characters, or
 * two for makers whose whole two-letter range is theirs (JT Toyota, JM Mazda); a three-character entry wins over a
 * two-character one (JMB is Mitsubishi, not Mazda).
 */
export const WMI_COSTRUTTORI: Readonly<Record<string, CostruttoreVin>> = {
  ZFA: { marca: 'Fiat', altreMarche: ['Abarth'], posizioneAnno: null },
  ZLA: { marca: 'Lancia', posizioneAnno: null },
  ZAR: { marca: 'Alfa Romeo', posizioneAnno: null },
  ZFF: { marca: 'Ferrari', posizioneAnno: null },
  ZAM: { marca: 'Maserati', posizioneAnno: null },
  ZAC: { marca: 'Jeep', posizioneAnno: null },
  '1C4': { marca: 'Jeep', altreMarche: ['Chrysler', 'Dodge'], posizioneAnno: 10 },
  WVW: VW,
  WV1: VW,
  WV2: VW,
  WVG: VW,
  '3VW': VW,
  WAU: AUDI,
  TRU: AUDI,
  WUA: AUDI,
  WP0: PORSCHE,
  WP1: PORSCHE,
  VSS: { marca: 'SEAT', altreMarche: ['Cupra'], posizioneAnno: 10 },
  TMB: { marca: 'Škoda', posizioneAnno: 10 },
  WBA: BMW,
  WBS: BMW,
  WBY: BMW,
  WMW: { marca: 'Mini', posizioneAnno: null },
  WDB: MERCEDES,
  WDC: MERCEDES,
  WDD: MERCEDES,
  W1K: MERCEDES,
  W1N: MERCEDES,
  WME: { marca: 'Smart', posizioneAnno: null },
  W0L: OPEL,
  W0V: OPEL,
  WF0: { marca: 'Ford', posizioneAnno: 11 },
  VF1: RENAULT,
  UU1: { marca: 'Dacia', altreMarche: ['Renault'], posizioneAnno: null },
  VF3: PEUGEOT,
  VR3: PEUGEOT,
  VF7: CITROEN,
  VR7: CITROEN,
  VR1: { marca: 'DS', altreMarche: ['Citroën'], posizioneAnno: null },
  YV1: { marca: 'Volvo', posizioneAnno: null },
  JT: TOYOTA,
  SB1: TOYOTA,
  VNK: TOYOTA,
  JN: NISSAN,
  SJN: NISSAN,
  JH: HONDA,
  SHH: HONDA,
  KMH: HYUNDAI,
  TMA: HYUNDAI,
  NLH: HYUNDAI,
  MAL: HYUNDAI,
  KNA: KIA,
  KNE: KIA,
  U5Y: KIA,
  JS: SUZUKI,
  TSM: SUZUKI,
  SAL: { marca: 'Land Rover', posizioneAnno: null },
  SAJ: { marca: 'Jaguar', posizioneAnno: null },
  JM: { marca: 'Mazda', posizioneAnno: null },
  JMB: MITSUBISHI,
  JMY: MITSUBISHI,
  JA3: MITSUBISHI,
  JA4: MITSUBISHI,
};

/** ISO 3779's year letters and digits, in order from 1980 (A) and again from 2010; I, O, Q, U, Z and 0 never stand for a year. */
const CODICI_ANNO = 'ABCDEFGHJKLMNPRSTVWXY';

/** Every year a code can stand for: it repeats every 30 years (A is 1980 and 2010; 1 is 2001 and 2031). */
function anniDelCodice(codice: string): number[] {
  const lettera = CODICI_ANNO.indexOf(codice);
  if (lettera >= 0) return [1980 + lettera, 2010 + lettera];
  const cifra = '123456789'.indexOf(codice);
  if (cifra >= 0) return [2001 + cifra, 2031 + cifra];
  return [];
}

function costruttoreDi(vin: string): CostruttoreVin | null {
  return WMI_COSTRUTTORI[vin.slice(0, 3)] ?? WMI_COSTRUTTORI[vin.slice(0, 2)] ?? null;
}

export interface VinDecodificato {
  /** The first three characters, whatever the maker. */
  wmi: string;
  /** The maker's name as the catalogue writes it, or null when the identifier is not in WMI_COSTRUTTORI. */
  marca: string | null;
  /**
   * The years the VIN's year code can stand for, oldest first, within ANNO_MINIMO and next year (a model year runs
   * ahead of the calendar); empty when the maker writes no year or the VIN is malformed.
   */
  anniModello: number[];
}

/**
 * What a VIN says offline: its maker and, for makers that write one in Europe, its year. A VIN that fails vinSchema
 * says nothing. `annoCorrente` is for tests; the year code's second reading (2031 for 1) becomes possible only then.
 */
export function decodificaVin(vin: string, { annoCorrente = new Date().getFullYear() }: { annoCorrente?: number } = {}): VinDecodificato {
  const normalizzato = vin.trim().toUpperCase();
  const wmi = normalizzato.slice(0, 3);
  if (!VIN_PATTERN.test(normalizzato)) return { wmi, marca: null, anniModello: [] };
  const costruttore = costruttoreDi(normalizzato);
  if (!costruttore) return { wmi, marca: null, anniModello: [] };
  const anniModello =
    costruttore.posizioneAnno === null
      ? []
      : anniDelCodice(normalizzato[costruttore.posizioneAnno - 1]).filter((anno) => anno >= ANNO_MINIMO && anno <= annoCorrente + 1);
  return { wmi, marca: costruttore.marca, anniModello };
}

/**
 * How far the year typed may sit from the VIN's without a warning. A model year starts months before its calendar year
 * (Volkswagen's in May), and a car may be registered the year after it was built.
 */
export const TOLLERANZA_ANNO_VIN = 1;

/** A brand as people type it: no accents, case, spaces or punctuation ("Citroen", "citroën", "Mercedes Benz"). */
const chiaveMarca = (marca: string): string =>
  marca
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Short names people type for a brand the table spells out. */
const ALIAS_MARCHE: Readonly<Record<string, string>> = { vw: 'volkswagen', rangerover: 'landrover' };

/**
 * Whether the brand typed is one the identifier is sold under. One name opening the other also counts, so that
 * "Mercedes", "Alfa" and "Fiat Professional" agree with Mercedes-Benz, Alfa Romeo and Fiat.
 */
function stessaMarca(costruttore: CostruttoreVin, marca: string): boolean {
  const digitata = chiaveMarca(marca);
  const chiave = ALIAS_MARCHE[digitata] ?? digitata;
  if (chiave.length < 2) return true;
  return [costruttore.marca, ...(costruttore.altreMarche ?? [])].some((nome) => {
    const delVin = chiaveMarca(nome);
    return delVin.startsWith(chiave) || chiave.startsWith(delVin);
  });
}

/**
 * The warnings to show when the VIN disagrees with the marca or the anno typed beside it, in Italian; empty when they
 * agree or when nothing can be said (a malformed VIN, whose shape vinSchema reports, an unknown maker, a maker that
 * writes no year, a field still empty).
 */
export function verificaVin(
  vin: string,
  { marca, anno }: { marca?: string | null; anno?: number | null },
  opzioni: { annoCorrente?: number } = {},
): string[] {
  const normalizzato = vin.trim().toUpperCase();
  if (!VIN_PATTERN.test(normalizzato)) return [];
  const costruttore = costruttoreDi(normalizzato);
  if (!costruttore) return [];
  const avvisi: string[] = [];
  if (marca?.trim() && !stessaMarca(costruttore, marca)) avvisi.push(MESSAGGI_VIN.marcaDiversa(costruttore.marca, marca.trim()));
  const { anniModello } = decodificaVin(normalizzato, opzioni);
  if (anno != null && anniModello.length > 0 && !anniModello.some((candidato) => Math.abs(candidato - anno) <= TOLLERANZA_ANNO_VIN)) {
    avvisi.push(MESSAGGI_VIN.annoDiverso(anniModello, anno));
  }
  return avvisi;
}
