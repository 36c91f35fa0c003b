import { randomUUID } from 'node:crypto';
import type { ImportazioneConclusaEvent } from '@ricambiamo/contracts';
import { emailImportazione } from './email-importazione';

const ORIGINE = 'https://ricambiamo.example';

describe('emailImportazione', () => {
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

  it("writes one e-mail to the seller's account, never to an address, named after the file", () => {
    const email = emailImportazione(importazione, ORIGINE);
    expect(email).toHaveLength(1);
    expect(email[0]).toMatchObject({ destinatario: 'venditore', utenteId: venditoreId, oggetto: 'Importazione completata: listino.csv' });
    expect(Object.keys(email[0]).sort()).toEqual(['destinatario', 'html', 'oggetto', 'testo', 'utenteId']);
  });

  it('gives the summary, where to find the failed rows, and the link to the import page', () => {
    const [{ testo, html }] = emailImportazione(importazione, ORIGINE);
    expect(testo).toBe(
      [
        "L'importazione di listino.csv è completata: 12 auto create, 3 aggiornate, 1 rimossa, 2 non riuscite.",
        "Nella pagina dell'importazione trovi il rapporto con le righe non riuscite, da correggere e caricare di nuovo.",
        `Apri l'importazione: ${ORIGINE}/venditore/importa`,
        'Il team di Ricambiamo\n',
      ].join('\n\n'),
    );
    expect(html).toContain(`href="${ORIGINE}/venditore/importa"`);
    expect(html).toContain('12 auto create, 3 aggiornate, 1 rimossa, 2 non riuscite.');
  });

  it('says nothing of failed rows when none failed, and nessuna modifica when nothing changed', () => {
    const [{ testo }] = emailImportazione({ ...importazione, create: 0, aggiornate: 0, rimosse: 0, fallite: 0 }, ORIGINE);
    expect(testo).toContain("L'importazione di listino.csv è completata: nessuna modifica.");
    expect(testo).not.toContain('non riuscite');
  });

  it('escapes the file name, as the seller named it, in the HTML part', () => {
    const [{ oggetto, html }] = emailImportazione({ ...importazione, nomeFile: 'auto <Rossi> & "figli".csv' }, ORIGINE);
    expect(oggetto).toBe('Importazione completata: auto <Rossi> & "figli".csv');
    expect(html).toContain('auto &lt;Rossi&gt; &amp; &quot;figli&quot;.csv');
    expect(html).not.toContain('<Rossi>');
  });
});
