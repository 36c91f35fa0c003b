/**
 * Will it fit my car? The fit decision between the buyer's vehicle and a car on sale (its card) or one of its parts
 * (its row), shared by catalogue, the gateway and the web so that the badge, its reason and the search filter agree.
 *
 * Levels: "Compatibile", "Probabilmente compatibile", "Da verificare". Every level comes with its reason, in plain
 * Italian; nothing is called a fit without one.
 *
 * Names and codes are compared in one way everywhere:
 * - marca and modello by chiaveNome: case, accents, spaces and punctuation ignored ("Citroën C3" = "citroen c3");
 * - engine and OEM codes by normalizzaCodice: spaces, dots, dashes and case ignored ("46.760.000" = "46760000");
 * - a free-text OEM field holds several codes separated by commas, semicolons, slashes or new lines (codiciOem); a
 *   space is not a separator, because codes are printed grouped ("46 760 000" is one code);
 * - the years window is the buyer's anno ±2, both ends included;
 * - cilindrata is compared to the cc, with no tolerance: engines a few cc apart share no engine part, and when the fuel
 *   is unknown a tolerance would take a Panda's 1248 cc diesel for its 1242 cc petrol;
 * - a value missing (null, or an empty code) on either side is "missing", never "different".
 *
 * A car (compatibilitaAuto), first rule that applies:
 * 1. both engine codes present and equal: Compatibile, "stesso codice motore 169A4000", whatever the model (a Lancia
 *    Ypsilon with the Panda's engine is a donor for the Panda's engine parts);
 * 2. both engine codes present and different: Da verificare, "codice motore diverso (188A4000 / 169A4000)";
 * 3. marca or modello different: Da verificare, "marca o modello diversi";
 * 4. anno outside the window: Da verificare, "anno 2018 fuori dall'intervallo 2010–2014";
 * 5. carburante present on both sides and different: Da verificare, "carburante diverso (diesel / benzina)";
 * 6. cilindrata present on both sides and different: Da verificare, "cilindrata diversa (1248 / 1242 cc)";
 * 7. carburante or cilindrata missing on either side: Probabilmente compatibile,
 *    "stessa marca e modello, anni 2010–2014; dati del motore mancanti";
 * 8. otherwise: Compatibile, "stessa marca e modello, anni 2010–2014, benzina, 1242 cc".
 * In a pair of values the car on sale's comes first, the buyer's second.
 *
 * A part (compatibilitaRicambio):
 * - "Motore completo" and "Cambio" (RICAMBI_DEL_MOTORE) follow the engine code before anything else: rules 1 and 2
 *   above decide when both codes are present, whatever the model or the OEM code says, because the cross-reference is
 *   kept per model and a model is sold with several engines. Then the OEM rule, then rules 3–8.
 * - Every other part: the OEM rule, then rules 3–8, where an engine code equal on both sides stands for carburante and
 *   cilindrata ("stessa marca e modello, anni 2010–2014, codice motore 169A4000") and a different one decides nothing: a
 *   door does not depend on the engine.
 * - The OEM rule: one of the part's OEM codes is among the codes of parts known to fit the buyer's vehicle (oemNoti,
 *   from the cross-reference): Compatibile, "stesso codice OEM 46760000 di un ricambio noto per la tua Fiat Panda".
 *   Whoever builds oemNoti decides what "known to fit" means; a set made of every part ever listed on the same marca
 *   and modello would make a 1990 Panda's door fit a 2012 Panda, so it should hold only parts of cars that rules 1–8
 *   call Compatibile for the buyer's vehicle, and parts a seller confirmed for it.
 * - The gearbox code of a "Cambio" is not compared here: the buyer's vehicle has none. It serves the cross-reference,
 *   which links gearboxes sharing it.
 *
 * kW are carried but decide nothing: the engine is told by its code, or by fuel and cilindrata, and one engine ships at
 * several powers.
 *
 * The home filter "Solo compatibili" (regoleFiltroCompatibile) shows a car exactly when compatibilitaAuto calls it
 * Compatibile or Probabilmente compatibile: a car with the buyer's engine code, or a car of the buyer's marca and
 * modello within the years whose carburante, cilindrata and engine code are each equal to the buyer's or missing.
 */
import type { Carburante, NomeRicambio } from '../validation/catalogo';

export const LIVELLI_COMPATIBILITA = ['compatibile', 'probabile', 'da_verificare'] as const;
export type LivelloCompatibilita = (typeof LIVELLI_COMPATIBILITA)[number];

export const ETICHETTE_COMPATIBILITA: Readonly<Record<LivelloCompatibilita, string>> = {
  compatibile: 'Compatibile',
  probabile: 'Probabilmente compatibile',
  da_verificare: 'Da verificare',
};

export interface Compatibilita {
  livello: LivelloCompatibilita;
  /** Why, in plain Italian, shown beside the badge: "stesso codice motore 169A4000". */
  motivo: string;
}

/** The vehicle a buyer set in their garage; what they did not know is null. */
export interface VeicoloAcquirente {
  marca: string;
  modello: string;
  anno: number;
  carburante: Carburante | null;
  /** cc. */
  cilindrata: number | null;
  kw: number | null;
  codiceMotore: string | null;
}

/** A car on sale, as its seller described it. */
export interface AutoPerCompatibilita {
  marca: string;
  modello: string;
  anno: number;
  carburante: Carburante | null;
  /** cc. */
  cilindrata: number | null;
  kw: number | null;
  codiceMotore: string | null;
}

export interface RicambioPerCompatibilita {
  /** A name of CATALOGO_RICAMBI. */
  nome: string;
  codiciOem: readonly string[];
  codiceCambio: string | null;
}

/** How many years either side of the buyer's a car of the same model may be. */
export const TOLLERANZA_ANNI_COMPATIBILITA = 2;

/** The parts whose fit the engine code decides, whatever the model says. */
export const RICAMBI_DEL_MOTORE: readonly NomeRicambio[] = ['Motore completo', 'Cambio'];

/** The reasons, in the words the badge shows beside its level. */
export const MOTIVI_COMPATIBILITA = {
  stessoCodiceMotore: (codice: string) => `stesso codice motore ${codice}`,
  stessoCodiceOem: (codice: string, marca: string, modello: string) =>
    `stesso codice OEM ${codice} di un ricambio noto per la tua ${marca} ${modello}`,
  stessoModello: (annoDa: number, annoA: number, motore: string) => `stessa marca e modello, anni ${annoDa}–${annoA}, ${motore}`,
  motoreUguale: (carburante: Carburante, cilindrata: number) => `${carburante}, ${cilindrata} cc`,
  codiceMotoreUguale: (codice: string) => `codice motore ${codice}`,
  datiMotoreMancanti: (annoDa: number, annoA: number) => `stessa marca e modello, anni ${annoDa}–${annoA}; dati del motore mancanti`,
  codiceMotoreDiverso: (dellAuto: string, tuo: string) => `codice motore diverso (${dellAuto} / ${tuo})`,
  marcaModelloDiversi: 'marca o modello diversi',
  annoFuoriIntervallo: (anno: number, annoDa: number, annoA: number) => `anno ${anno} fuori dall'intervallo ${annoDa}–${annoA}`,
  carburanteDiverso: (dellAuto: Carburante, tuo: Carburante) => `carburante diverso (${dellAuto} / ${tuo})`,
  cilindrataDiversa: (dellAuto: number, tuo: number) => `cilindrata diversa (${dellAuto} / ${tuo} cc)`,
} as const;

/** An OEM or engine code as compared: without spaces, dots and dashes, upper-cased ("46.760.000" → "46760000"). */
export const normalizzaCodice = (codice: string): string => codice.replace(/[\s.-]+/g, '').toUpperCase();

/**
 * The codes of a free-text OEM field: separated by commas, semicolons, slashes or new lines, each normalised, empty ones
 * dropped, each once, in the order written. Spaces are not separators: "46 760 000" is one code printed grouped.
 */
export function codiciOem(testo: string | null | undefined): string[] {
  if (!testo) return [];
  const codici = testo
    .split(/[,;/\r\n]+/)
    .map(normalizzaCodice)
    .filter((codice) => codice.length > 0);
  return [...new Set(codici)];
}

/**
 * Letters Unicode does not decompose into a letter and an accent, spelled out as PostgreSQL's unaccent does, so that
 * chiaveNome and its SQL twin chiave_nome (the home filter's index, docs/search.md#solo-compatibili) agree on them.
 */
const LETTERE_SCRITTE_PER_ESTESO: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l' };

/**
 * A marca or modello as compared: accents, case and any run of spaces or punctuation ignored ("Citroën C-Elysée" =
 * "citroen c elysee"). The search compares the cars' names by this same key.
 */
export const chiaveNome = (nome: string): string =>
  nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøł]/g, (lettera) => LETTERE_SCRITTE_PER_ESTESO[lettera])
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const codiceOppureNull = (codice: string | null): string | null => (codice ? normalizzaCodice(codice) || null : null);

const finestraAnni = (veicolo: Pick<VeicoloAcquirente, 'anno'>) => ({
  annoDa: veicolo.anno - TOLLERANZA_ANNI_COMPATIBILITA,
  annoA: veicolo.anno + TOLLERANZA_ANNI_COMPATIBILITA,
});

const compatibile = (motivo: string): Compatibilita => ({ livello: 'compatibile', motivo });
const probabile = (motivo: string): Compatibilita => ({ livello: 'probabile', motivo });
const daVerificare = (motivo: string): Compatibilita => ({ livello: 'da_verificare', motivo });

const m = MOTIVI_COMPATIBILITA;

/** Rules 1 and 2: what the engine codes say when both sides have one; null when either is missing. */
function perCodiceMotore(veicolo: VeicoloAcquirente, auto: AutoPerCompatibilita): Compatibilita | null {
  const tuo = codiceOppureNull(veicolo.codiceMotore);
  const dellAuto = codiceOppureNull(auto.codiceMotore);
  if (!tuo || !dellAuto) return null;
  return tuo === dellAuto ? compatibile(m.stessoCodiceMotore(dellAuto)) : daVerificare(m.codiceMotoreDiverso(dellAuto, tuo));
}

/** Rules 3–8: the same model within the years, with the same engine. */
function perModello(veicolo: VeicoloAcquirente, auto: AutoPerCompatibilita): Compatibilita {
  if (chiaveNome(veicolo.marca) !== chiaveNome(auto.marca) || chiaveNome(veicolo.modello) !== chiaveNome(auto.modello)) {
    return daVerificare(m.marcaModelloDiversi);
  }
  const { annoDa, annoA } = finestraAnni(veicolo);
  if (auto.anno < annoDa || auto.anno > annoA) return daVerificare(m.annoFuoriIntervallo(auto.anno, annoDa, annoA));
  const codice = codiceOppureNull(auto.codiceMotore);
  // Reached with both codes equal only for parts the engine does not decide; there the code stands for the engine data.
  if (codice && codice === codiceOppureNull(veicolo.codiceMotore)) return compatibile(m.stessoModello(annoDa, annoA, m.codiceMotoreUguale(codice)));
  if (veicolo.carburante && auto.carburante && veicolo.carburante !== auto.carburante) {
    return daVerificare(m.carburanteDiverso(auto.carburante, veicolo.carburante));
  }
  if (veicolo.cilindrata != null && auto.cilindrata != null && veicolo.cilindrata !== auto.cilindrata) {
    return daVerificare(m.cilindrataDiversa(auto.cilindrata, veicolo.cilindrata));
  }
  if (!auto.carburante || auto.cilindrata == null || !veicolo.carburante || veicolo.cilindrata == null) {
    return probabile(m.datiMotoreMancanti(annoDa, annoA));
  }
  return compatibile(m.stessoModello(annoDa, annoA, m.motoreUguale(auto.carburante, auto.cilindrata)));
}

/** How a car on sale fits the buyer's vehicle, for its card and the home filter. */
export function compatibilitaAuto(veicolo: VeicoloAcquirente, auto: AutoPerCompatibilita): Compatibilita {
  return perCodiceMotore(veicolo, auto) ?? perModello(veicolo, auto);
}

/**
 * How one part of a car on sale fits the buyer's vehicle, for its row. `oemNoti`: the OEM codes of parts known to fit
 * the buyer's vehicle (see the rules above for what that set should hold), in any spelling.
 */
export function compatibilitaRicambio(
  veicolo: VeicoloAcquirente,
  auto: AutoPerCompatibilita,
  ricambio: RicambioPerCompatibilita,
  oemNoti: Iterable<string> = [],
): Compatibilita {
  if ((RICAMBI_DEL_MOTORE as readonly string[]).includes(ricambio.nome)) {
    const motore = perCodiceMotore(veicolo, auto);
    if (motore) return motore;
  }
  const noti = new Set<string>();
  for (const codice of oemNoti) noti.add(normalizzaCodice(codice));
  const comune = ricambio.codiciOem.map(normalizzaCodice).find((codice) => codice.length > 0 && noti.has(codice));
  if (comune) return compatibile(m.stessoCodiceOem(comune, veicolo.marca.trim(), veicolo.modello.trim()));
  return perModello(veicolo, auto);
}

/**
 * What the home search keeps under "Solo compatibili": a car passes when its normalised engine code equals
 * `codiceMotore`, or when it meets every criterion of `stessoModello`. The search compares marca and modello by
 * chiaveNome and engine codes by normalizzaCodice, as rispettaFiltroCompatibile does.
 */
export interface RegoleFiltroCompatibile {
  /** The buyer's engine code, normalised; null when they gave none. */
  codiceMotore: string | null;
  stessoModello: {
    /** chiaveNome of the buyer's marca and modello. */
    marca: string;
    modello: string;
    /** Both included. */
    annoDa: number;
    annoA: number;
    /** Each of these three: null puts no condition; otherwise the car's must be equal or missing. */
    carburante: Carburante | null;
    cilindrata: number | null;
    codiceMotore: string | null;
  };
}

/**
 * The criteria of the home filter for the buyer's vehicle: the cars compatibilitaAuto calls compatibile or probabile.
 * kW decide nothing, so the search is not sent them.
 */
export function regoleFiltroCompatibile(veicolo: Omit<VeicoloAcquirente, 'kw'>): RegoleFiltroCompatibile {
  const codiceMotore = codiceOppureNull(veicolo.codiceMotore);
  return {
    codiceMotore,
    stessoModello: {
      marca: chiaveNome(veicolo.marca),
      modello: chiaveNome(veicolo.modello),
      ...finestraAnni(veicolo),
      carburante: veicolo.carburante,
      cilindrata: veicolo.cilindrata,
      codiceMotore,
    },
  };
}

const ugualeOMancante = <T>(richiesto: T | null, valore: T | null): boolean => richiesto === null || valore === null || valore === richiesto;

/** Whether a car passes the home filter: the meaning the search's query must keep, for tests and for the browser. */
export function rispettaFiltroCompatibile(regole: RegoleFiltroCompatibile, auto: AutoPerCompatibilita): boolean {
  const codice = codiceOppureNull(auto.codiceMotore);
  if (regole.codiceMotore !== null && codice === regole.codiceMotore) return true;
  const r = regole.stessoModello;
  return (
    chiaveNome(auto.marca) === r.marca &&
    chiaveNome(auto.modello) === r.modello &&
    auto.anno >= r.annoDa &&
    auto.anno <= r.annoA &&
    ugualeOMancante(r.carburante, auto.carburante) &&
    ugualeOMancante(r.cilindrata, auto.cilindrata) &&
    ugualeOMancante(r.codiceMotore, codice)
  );
}

/**
 * A cilindrata as its litres are written after a model: 1242 cc is "1.2", one decimal, rounded half up. Rounded in
 * hundreds of cc, which are exact, where toFixed on litres would take 1450 cc (1.45, stored as 1.4499…) to "1.4".
 */
export const litri = (cilindrata: number): string => (Math.round(cilindrata / 100) / 10).toFixed(1);

/**
 * The home's "Solo compatibili" checkbox (docs/rules.md §3.3), naming the buyer's vehicle as they would say it:
 * "Solo compatibili con la mia Panda 1.2", or with the modello alone when the cilindrata is unknown.
 */
export const etichettaSoloCompatibili = ({ modello, cilindrata }: Pick<VeicoloAcquirente, 'modello' | 'cilindrata'>): string =>
  `Solo compatibili con la mia ${modello.trim()}${cilindrata == null ? '' : ` ${litri(cilindrata)}`}`;
