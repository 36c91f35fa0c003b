import { CONTATTO_NASCOSTO } from '@ricambiamo/contracts';
import type { RigaConversazione } from './conversazioni.sql';
import { testoLetto, toConversazioneDto } from './conversazioni.sql';

const riga = (modifiche: Partial<RigaConversazione> = {}): RigaConversazione => ({
  id: 'c1',
  tipo: 'inserzione',
  auto_id: 'a1',
  ordine_id: null,
  titolo: 'Fiat Panda 2012',
  acquirente_id: 'acquirente',
  nome_acquirente: 'Giulia Neri',
  nome_venditore: 'Autodemolizioni Reno',
  non_letti: 2,
  ultimo_testo: 'Mi chiami al 333 1234567',
  ultimo_mascherato: true,
  ultimo_il: new Date('2026-11-29T10:00:00Z'),
  ultimo_mio: false,
  mascherata: true,
  segnalata: false,
  ...modifiche,
});

describe('a conversation as each side reads it', () => {
  it('names the other side and says which side the reader is', () => {
    expect(toConversazioneDto(riga(), 'acquirente')).toMatchObject({ interlocutore: 'Autodemolizioni Reno', ruolo: 'acquirente', nonLetti: 2 });
    expect(toConversazioneDto(riga(), 'venditore')).toMatchObject({ interlocutore: 'Giulia Neri', ruolo: 'venditore' });
  });

  it('shows the last message masked when it was sent before an order, as written otherwise', () => {
    expect(toConversazioneDto(riga(), 'acquirente').ultimoMessaggio?.testo).toContain(CONTATTO_NASCOSTO);
    expect(toConversazioneDto(riga({ ultimo_mascherato: false }), 'acquirente').ultimoMessaggio?.testo).toBe('Mi chiami al 333 1234567');
    expect(toConversazioneDto(riga({ ultimo_testo: null, ultimo_il: null }), 'acquirente').ultimoMessaggio).toBeNull();
  });

  it('masks a text only when told to', () => {
    expect(testoLetto('Scrivimi a mario@esempio.it', true)).not.toContain('mario@esempio.it');
    expect(testoLetto('Scrivimi a mario@esempio.it', false)).toBe('Scrivimi a mario@esempio.it');
  });
});
