const indirizzo = { via: "Via dell'Industria 12", cap: '40138', citta: 'Bologna', provincia: 'BO' } as const;
const telefono = '+39 051 000 0000';

/**
 * The company behind the marketplace, written once: the footer, the policy pages and anything else that names the
 * operator read it from here, so a change of address or number never leaves a page behind.
 */
export const AZIENDA = {
  ragioneSociale: 'Ricambiamo S.r.l.',
  indirizzo,
  /** As printed: "Via dell'Industria 12, 40138 Bologna (BO)". */
  indirizzoCompleto: `${indirizzo.via}, ${indirizzo.cap} ${indirizzo.citta} (${indirizzo.provincia})`,
  partitaIva: '04123450373',
  telefono,
  /** The same number for tel: links. */
  telefonoLink: `tel:${telefono.replaceAll(' ', '')}`,
  email: 'info@ricambiamo.it',
  pec: 'ricambiamo@pec.it',
} as const;
