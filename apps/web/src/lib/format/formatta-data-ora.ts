const dataOra = new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium', timeStyle: 'short' });

export const formattaDataOra = (iso: string): string => dataOra.format(new Date(iso));
