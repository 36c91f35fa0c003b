import 'reflect-metadata';
import type { Ruolo } from '@ricambiamo/contracts';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { loadConfig } from '@ricambiamo/config';
import { enqueueEvent } from '@ricambiamo/messaging';
import { identityEnv } from './config';
import type { Prisma } from './generated/prisma/client';
import { PasswordHasher } from './user/password-hasher';
import { PrismaService } from './prisma/prisma.service';
import { userRegisteredEvent } from './user/user.events';

const DEMO_PASSWORD = 'demo1234';

const DEMO_USERS: (Omit<Prisma.UserCreateInput, 'passwordHash'> & { ruolo: Ruolo })[] = [
  {
    email: 'venditore@ricambiamo.it',
    nome: 'Marco Bianchi',
    ruolo: 'venditore',
    telefono: '051 634 2187',
    indirizzo: 'Via Emilia Ponente 120',
    citta: 'Bologna',
    cap: '40133',
    provincia: 'BO',
    nomeAttivita: 'Autodemolizioni Bianchi',
    partitaIva: '03018291204',
    descrizione:
      'Demolitore autorizzato a Bologna dal 1987: ricambi usati controllati e garantiti, spedizioni in tutta Italia.',
    iban: 'IT60X0542811101000000123456',
  },
  {
    email: 'acquirente@ricambiamo.it',
    nome: 'Giulia Verdi',
    ruolo: 'acquirente',
    telefono: '333 481 2290',
    indirizzo: 'Via dell’Indipendenza 8',
    citta: 'Bologna',
    cap: '40121',
    provincia: 'BO',
  },
];

/** Creates the demo accounts if missing (their registered events go through the outbox like any other). */
async function seed(): Promise<void> {
  const config = loadConfig(identityEnv);
  const prisma = new PrismaService(config.DATABASE_URL);
  const hasher = new PasswordHasher();
  try {
    for (const demo of DEMO_USERS) {
      const existing = await prisma.user.findUnique({ where: { email: demo.email } });
      if (existing) continue;
      const passwordHash = await hasher.hash(DEMO_PASSWORD);
      await prisma.$transaction(async (tx) => {
        const user = await tx.user.create({ data: { ...demo, passwordHash } });
        await enqueueEvent(tx, IDENTITY_EVENTS.userRegistered, userRegisteredEvent(user));
      });
    }
  } finally {
    await prisma.$disconnect();
  }
  console.log('Account demo (password: demo1234)');
  for (const demo of DEMO_USERS) console.log(`  ${demo.ruolo.padEnd(10)} ${demo.email} / ${DEMO_PASSWORD}`);
}

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
