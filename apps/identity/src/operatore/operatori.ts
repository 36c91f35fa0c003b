import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client';
import { nuovoLinkReset } from '../password/link-reset';
import { PasswordHasher } from '../utente/password-hasher';

/** How long the link that sets a new operator's password stays good: a day, to reach them by another channel. */
export const GIORNI_LINK_OPERATORE = 1;

/** What the operators' command did, for it to print. */
export type EsitoComando = { esito: 'creato' | 'link'; link: string } | { esito: 'azzerato' } | { esito: 'rifiutato'; motivo: string };

/**
 * The operators' accounts (docs/rules.md §3.21), which no one can register: `crea` makes one with a password nobody
 * knows and answers the link that sets it (the reset page of the site at `origine`); for an operator who already
 * exists, a new link. `azzeraSecondoFattore` removes an operator's second factor and recovery codes, for one who lost
 * both: the next sign-in enrols a new one.
 */
export class Operatori {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly hasher = new PasswordHasher(),
  ) {}

  async crea(email: string, nome: string, origine: string): Promise<EsitoComando> {
    const esistente = await this.prisma.user.findUnique({ where: { email } });
    if (esistente && esistente.ruolo !== 'operatore') {
      return { esito: 'rifiutato', motivo: `${email} è già un account di ${esistente.ruolo}: un operatore ha un account suo` };
    }
    const utente =
      esistente ??
      (await this.prisma.user.create({
        data: { email, nome, ruolo: 'operatore', passwordHash: await this.hasher.hash(randomBytes(32).toString('base64url')) },
      }));
    const link = await nuovoLinkReset(this.prisma, utente.id, new URL('/update-password', origine).toString(), GIORNI_LINK_OPERATORE * 86_400_000);
    return { esito: esistente ? 'link' : 'creato', link };
  }

  async azzeraSecondoFattore(email: string): Promise<EsitoComando> {
    const utente = await this.prisma.user.findUnique({ where: { email } });
    if (utente?.ruolo !== 'operatore') return { esito: 'rifiutato', motivo: `${email} non è un operatore` };
    await this.prisma.$transaction([
      this.prisma.user.update({ where: { id: utente.id }, data: { totpSegreto: null, totpUltimoPasso: null } }),
      this.prisma.codiceRecupero.deleteMany({ where: { userId: utente.id } }),
    ]);
    return { esito: 'azzerato' };
  }
}
