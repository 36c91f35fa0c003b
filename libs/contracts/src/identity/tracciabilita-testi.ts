// The traceability form's texts apart from its schema: a seller's public page says "Venditore verificato" without zod.

export const MESSAGGI_TRACCIABILITA = {
  ragioneSociale: 'Indica la ragione sociale',
  rea: 'Indica il numero REA, per esempio BO-123456',
  provinciaCciaa: 'Indica la provincia della Camera di Commercio',
  sedeLegale: 'Indica l’indirizzo della sede legale',
  telefono: 'Indica un numero di telefono',
  iban: 'Indica l’IBAN su cui ricevi i bonifici',
  intestatarioIban: 'Indica l’intestatario del conto',
  autocertificazione: 'Per vendere devi dichiarare che offri solo prodotti conformi al diritto dell’Unione',
  incompleta: 'Completa i dati per la vendita prima di pubblicare la prima inserzione',
  titolo: 'Dati per la vendita',
  verificato: 'Venditore verificato',
} as const;
