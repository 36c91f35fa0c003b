import 'reflect-metadata';
import { loadConfig } from '@ricambiamo/config';
import { emailField } from '@ricambiamo/contracts';
import { createPgAdapter } from '@ricambiamo/database';
import { identityEnv } from './config';
import { PrismaClient } from './generated/prisma/client';
import { Operatori } from './operatore/operatori';

const USO = `Uso: npm run operatore -- crea <email> [nome]
       npm run operatore -- azzera-secondo-fattore <email>
La pagina del link è quella di PUBLIC_ORIGIN (predefinita http://localhost:8080).`;

/**
 * The operators' command (docs/rules.md §3.21): run with identity's environment, from the repository or as the
 * Kubernetes Job of infra/k8s/jobs/operatore.yaml. It writes to identity's database directly, as the seed does.
 */
async function main(): Promise<number> {
  const [comando, indirizzo, ...parole] = process.argv.slice(2);
  const email = emailField.safeParse(indirizzo ?? '');
  if (!['crea', 'azzera-secondo-fattore'].includes(comando ?? '') || !email.success) {
    console.error(USO);
    return 2;
  }
  const config = loadConfig(identityEnv);
  const prisma = new PrismaClient({ adapter: createPgAdapter(config.DATABASE_URL) });
  try {
    const operatori = new Operatori(prisma);
    const esito =
      comando === 'crea'
        ? await operatori.crea(email.data, parole.join(' ') || 'Operatore', process.env.PUBLIC_ORIGIN ?? 'http://localhost:8080')
        : await operatori.azzeraSecondoFattore(email.data);
    switch (esito.esito) {
      case 'creato':
        console.log(`Operatore ${email.data} creato. Imposta la password entro 24 ore da questo link, poi attiva la verifica in due passaggi al primo accesso:\n${esito.link}`);
        return 0;
      case 'link':
        console.log(`L'operatore ${email.data} esiste già. Nuovo link per impostare la password, valido 24 ore:\n${esito.link}`);
        return 0;
      case 'azzerato':
        console.log(`Verifica in due passaggi di ${email.data} azzerata: al prossimo accesso ne attiverà una nuova.`);
        return 0;
      case 'rifiutato':
        console.error(esito.motivo);
        return 1;
    }
  } finally {
    await prisma.$disconnect();
  }
}

main().then(
  (codice) => process.exit(codice),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
