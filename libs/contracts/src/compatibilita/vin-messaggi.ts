// The VIN's texts apart from its schema: the listing cards say "Telaio verificato" without zod.

export const MESSAGGI_VIN = {
  formato: 'Il numero di telaio deve avere 17 caratteri, senza le lettere I, O e Q',
  marcaDiversa: (marcaVin: string, marca: string) =>
    `Il numero di telaio è di un'auto ${marcaVin}, non ${marca}: controlla la marca o il numero di telaio`,
  annoDiverso: (anni: readonly number[], anno: number) =>
    `Secondo il numero di telaio l'auto è del ${anni.join(' o del ')}, non del ${anno}: controlla l'anno o il numero di telaio`,
  /** The VIN itself stays private to the seller and to the buyer of an order; the public pages say only this. */
  telaioVerificato: 'Telaio verificato',
} as const;
