/**
 * The 107 Italian provinces and equivalent bodies by their two-letter code (sigla automobilistica), as ISTAT lists them
 * in "Codici statistici delle unità amministrative territoriali" (column "Sigla automobilistica"), SU (Sud Sardegna)
 * included.
 */
export const PROVINCE = [
  'AG', 'AL', 'AN', 'AO', 'AP', 'AQ', 'AR', 'AT', 'AV', 'BA', 'BG', 'BI', 'BL', 'BN', 'BO', 'BR', 'BS', 'BT',
  'BZ', 'CA', 'CB', 'CE', 'CH', 'CL', 'CN', 'CO', 'CR', 'CS', 'CT', 'CZ', 'EN', 'FC', 'FE', 'FG', 'FI', 'FM',
  'FR', 'GE', 'GO', 'GR', 'IM', 'IS', 'KR', 'LC', 'LE', 'LI', 'LO', 'LT', 'LU', 'MB', 'MC', 'ME', 'MI', 'MN',
  'MO', 'MS', 'MT', 'NA', 'NO', 'NU', 'OR', 'PA', 'PC', 'PD', 'PE', 'PG', 'PI', 'PN', 'PO', 'PR', 'PT', 'PU',
  'PV', 'PZ', 'RA', 'RC', 'RE', 'RG', 'RI', 'RM', 'RN', 'RO', 'SA', 'SI', 'SO', 'SP', 'SR', 'SS', 'SU', 'SV',
  'TA', 'TE', 'TN', 'TO', 'TP', 'TR', 'TS', 'TV', 'UD', 'VA', 'VB', 'VC', 'VE', 'VI', 'VR', 'VT', 'VV',
] as const;
export type Provincia = (typeof PROVINCE)[number];

const SIGLE: ReadonlySet<string> = new Set(PROVINCE);

export function provinciaValida(sigla: string): sigla is Provincia {
  return SIGLE.has(sigla);
}

export const REGIONI = [
  'Abruzzo', 'Basilicata', 'Calabria', 'Campania', 'Emilia-Romagna', 'Friuli-Venezia Giulia', 'Lazio', 'Liguria', 'Lombardia',
  'Marche', 'Molise', 'Piemonte', 'Puglia', 'Sardegna', 'Sicilia', 'Toscana', 'Trentino-Alto Adige', 'Umbria', "Valle d'Aosta",
  'Veneto',
] as const;
export type Regione = (typeof REGIONI)[number];

const PROVINCE_PER_REGIONE: Readonly<Record<Regione, readonly Provincia[]>> = {
  Abruzzo: ['AQ', 'CH', 'PE', 'TE'],
  Basilicata: ['MT', 'PZ'],
  Calabria: ['CS', 'CZ', 'KR', 'RC', 'VV'],
  Campania: ['AV', 'BN', 'CE', 'NA', 'SA'],
  'Emilia-Romagna': ['BO', 'FC', 'FE', 'MO', 'PC', 'PR', 'RA', 'RE', 'RN'],
  'Friuli-Venezia Giulia': ['GO', 'PN', 'TS', 'UD'],
  Lazio: ['FR', 'LT', 'RI', 'RM', 'VT'],
  Liguria: ['GE', 'IM', 'SP', 'SV'],
  Lombardia: ['BG', 'BS', 'CO', 'CR', 'LC', 'LO', 'MB', 'MI', 'MN', 'PV', 'SO', 'VA'],
  Marche: ['AN', 'AP', 'FM', 'MC', 'PU'],
  Molise: ['CB', 'IS'],
  Piemonte: ['AL', 'AT', 'BI', 'CN', 'NO', 'TO', 'VB', 'VC'],
  Puglia: ['BA', 'BR', 'BT', 'FG', 'LE', 'TA'],
  Sardegna: ['CA', 'NU', 'OR', 'SS', 'SU'],
  Sicilia: ['AG', 'CL', 'CT', 'EN', 'ME', 'PA', 'RG', 'SR', 'TP'],
  Toscana: ['AR', 'FI', 'GR', 'LI', 'LU', 'MS', 'PI', 'PO', 'PT', 'SI'],
  'Trentino-Alto Adige': ['BZ', 'TN'],
  Umbria: ['PG', 'TR'],
  "Valle d'Aosta": ['AO'],
  Veneto: ['BL', 'PD', 'RO', 'TV', 'VE', 'VI', 'VR'],
};

/** The region of each province (ISTAT): the "zona" whose demand a yard is shown. */
export const REGIONE_DI_PROVINCIA = Object.fromEntries(
  Object.entries(PROVINCE_PER_REGIONE).flatMap(([regione, province]) => province.map((sigla) => [sigla, regione])),
) as Readonly<Record<Provincia, Regione>>;

/** The provinces of a region. */
export const provinceDi = (regione: Regione): readonly Provincia[] => PROVINCE_PER_REGIONE[regione];
