import { randomUUID } from 'node:crypto';
import type { ImportazioneConclusaEvent } from '@ricambiamo/contracts';
import { notificheImportazione, riepilogoImportazione } from './notifiche-importazione';

const conteggi = (create: number, aggiornate: number, rimosse: number, fallite: number) => ({ create, aggiornate, rimosse, fallite });

describe('riepilogoImportazione', () => {
  it('names the cars with the first count and agrees each count with its number', () => {
    expect(riepilogoImportazione(conteggi(12, 3, 1, 2))).toBe('12 auto create, 3 aggiornate, 1 rimossa, 2 non riuscite');
    expect(riepilogoImportazione(conteggi(1, 1, 2, 1))).toBe('1 auto creata, 1 aggiornata, 2 rimosse, 1 non riuscita');
  });

  it('leaves out the counts that are zero, the first left naming the cars', () => {
    expect(riepilogoImportazione(conteggi(0, 3, 0, 2))).toBe('3 auto aggiornate, 2 non riuscite');
    expect(riepilogoImportazione(conteggi(0, 0, 1, 0))).toBe('1 auto rimossa');
    expect(riepilogoImportazione(conteggi(0, 0, 0, 4))).toBe('4 auto non riuscite');
  });

  it('says nessuna modifica when nothing changed and nothing failed', () => {
    expect(riepilogoImportazione(conteggi(0, 0, 0, 0))).toBe('nessuna modifica');
  });

  it('groups thousands as the web writes them', () => {
    expect(riepilogoImportazione(conteggi(4200, 0, 0, 0))).toBe('4.200 auto create');
  });
});

describe('notificheImportazione', () => {
  const venditoreId = randomUUID();
  const importazione: ImportazioneConclusaEvent = {
    importazioneId: randomUUID(),
    venditoreId,
    nomeFile: 'listino.csv',
    create: 12,
    aggiornate: 3,
    rimosse: 1,
    invariate: 40,
    fallite: 2,
  };

  it('tells the seller the file and what became of its cars, leading to the import page', () => {
    expect(notificheImportazione(importazione)).toEqual([
      {
        utenteId: venditoreId,
        titolo: 'Importazione completata',
        messaggio: 'listino.csv: 12 auto create, 3 aggiornate, 1 rimossa, 2 non riuscite',
        link: '/venditore/importa',
      },
    ]);
  });

  it('says nessuna modifica for an import whose cars were all unchanged', () => {
    const invariata = { ...importazione, create: 0, aggiornate: 0, rimosse: 0, fallite: 0 };
    expect(notificheImportazione(invariata)[0].messaggio).toBe('listino.csv: nessuna modifica');
  });
});
