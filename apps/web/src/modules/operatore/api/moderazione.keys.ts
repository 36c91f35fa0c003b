import type { StatoCaso } from '@ricambiamo/contracts';

export const moderazioneKeys = {
  tutto: ['operatore', 'moderazione'] as const,
  casi: (stato: StatoCaso | null) => ['operatore', 'moderazione', 'casi', stato ?? 'tutti'] as const,
  ricorsi: ['operatore', 'moderazione', 'ricorsi'] as const,
  registro: ['operatore', 'moderazione', 'registro'] as const,
  venditori: (q: string) => ['operatore', 'moderazione', 'venditori', q] as const,
  storia: (venditoreId: string) => ['operatore', 'moderazione', 'storia', venditoreId] as const,
};
