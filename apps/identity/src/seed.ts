import 'reflect-metadata';
import type { Ruolo } from '@ricambiamo/contracts';
import { DEMO_ACQUIRENTE_ID, DEMO_PASSWORD, DEMO_VENDITORI, IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { loadConfig } from '@ricambiamo/config';
import { createPgAdapter } from '@ricambiamo/database';
import { enqueueEvent } from '@ricambiamo/messaging';
import { identityEnv } from './config';
import type { Prisma } from './generated/prisma/client';
import { PrismaClient } from './generated/prisma/client';
import { PasswordHasher } from './utente/password-hasher';
import { userRegisteredEvent } from './utente/utente.events';

/**
 * The demo accounts, under the fixed ids of @ricambiamo/contracts (demo.ts) so the tokens and catalogue seeds can
 * give the sellers tokens and listings. The seed is meant for fresh databases: an account that already exists with
 * that e-mail (say under a random id from an older seed) is left as it is.
 */
const [BIANCHI, EMILIA] = DEMO_VENDITORI;

const DEMO_USERS: (Omit<Prisma.UserCreateInput, 'passwordHash'> & { id: string; ruolo: Ruolo })[] = [
  {
    ...BIANCHI,
    ruolo: 'venditore',
    telefono: '051 634 2187',
    indirizzo: 'Via Emilia Ponente 120',
    citta: 'Bologna',
    cap: '40133',
    provincia: 'BO',
    partitaIva: '03018291207',
    descrizione:
      'Demolitore autorizzato a Bologna dal 1987: ricambi usati controllati e garantiti, spedizioni in tutta Italia.',
    iban: 'IT60X0542811101000000123456',
    // Art. 30 DSA: the demo sellers may publish, and their public pages show who they are.
    ragioneSociale: 'Autodemolizioni Bianchi Srl',
    rea: 'BO-402187',
    provinciaCciaa: 'BO',
    sedeLegale: 'Via Emilia Ponente 120, 40133 Bologna (BO)',
    intestatarioIban: 'Autodemolizioni Bianchi Srl',
    autorizzazioneCentro: 'BO/2019/0412',
    rentri: 'OP10402187',
    autocertificazioneIl: new Date('2026-11-01T09:00:00Z'),
    verificatoIl: new Date('2026-11-02T10:00:00Z'),
  },
  {
    ...EMILIA,
    ruolo: 'venditore',
    telefono: '059 827 4410',
    indirizzo: 'Via Emilia Est 1450',
    citta: 'Modena',
    cap: '41122',
    provincia: 'MO',
    partitaIva: '02844170361',
    descrizione:
      'Centro di raccolta e ricambi usati a Modena: motori, cambi e carrozzeria testati al banco, ritiro in sede o spedizione in 48 ore.',
    iban: 'IT53A0538712900000002584731',
    ragioneSociale: 'Ricambi Emilia Snc',
    rea: 'MO-381455',
    provinciaCciaa: 'MO',
    sedeLegale: 'Via Emilia Est 1450, 41122 Modena (MO)',
    intestatarioIban: 'Ricambi Emilia Snc di Ferri e C.',
    autocertificazioneIl: new Date('2026-11-01T09:00:00Z'),
  },
  {
    id: DEMO_ACQUIRENTE_ID,
    email: 'acquirente@ricambiamo.it',
    nome: 'Giulia Verdi',
    ruolo: 'acquirente',
    telefono: '333 481 2290',
    indirizzo: 'Via dell’Indipendenza 8',
    citta: 'Bologna',
    cap: '40121',
    provincia: 'BO',
    // A mechanic, declared as a repair business: the demo buyer may order safety parts (issue 14).
    officinaRagioneSociale: 'Officina Verdi Snc',
    officinaPartitaIva: '03214560371',
    officinaRegistro: 'BO-RA 04512',
  },
];

/** Creates the demo accounts if missing (their registered events go through the outbox like any other). */
async function seed(): Promise<void> {
  const config = loadConfig(identityEnv);
  const prisma = new PrismaClient({ adapter: createPgAdapter(config.DATABASE_URL) });
  const hasher = new PasswordHasher();
  let created = 0;
  try {
    for (const demo of DEMO_USERS) {
      const existing = await prisma.user.findUnique({ where: { email: demo.email } });
      if (existing) continue;
      const passwordHash = await hasher.hash(DEMO_PASSWORD);
      await prisma.$transaction(async (tx) => {
        const user = await tx.user.create({ data: { ...demo, passwordHash } });
        await enqueueEvent(tx, IDENTITY_EVENTS.userRegistered, userRegisteredEvent(user));
      });
      created += 1;
    }
  } finally {
    await prisma.$disconnect();
  }
  const accounts = DEMO_USERS.map((demo) => demo.email).join(', ');
  console.log(`Seed identity: ${DEMO_USERS.length} account demo (${created} creati ora): ${accounts}, password ${DEMO_PASSWORD}`);
}

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
