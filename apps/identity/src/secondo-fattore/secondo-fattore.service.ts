import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Actor, AttivazioneDto, IDENTITY, ParsedRequestOf, SecondoFattoreAttivatoDto, SessionDto, SicurezzaOperatoreDto } from '@ricambiamo/contracts';
import { isCodiceTotp, TENTATIVI_SFIDA } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { InjectConfig, UnitOfWork } from '@ricambiamo/service-kit';
import type { IdentityConfig } from '../config';
import type { SfidaAccesso, User } from '../generated/prisma/client';
import { PrismaClient } from '../generated/prisma/client';
import { hashToken } from '../sessione/opaque-token';
import { SessioneService } from '../sessione/sessione.service';
import { Cifratura } from './cifratura';
import { nuoviCodiciRecupero, senzaTrattino } from './codici-recupero';
import { nuovoSegretoTotp, passoDelCodice, uriTotp } from './totp';

type CodiceSfida = ParsedRequestOf<typeof IDENTITY.session.secondFactor>;

/** An operator's challenge with attempts and minutes left. */
const aperta = (riga: SfidaAccesso & { user: User }) => riga.scadeIl > new Date() && riga.tentativi < TENTATIVI_SFIDA && riga.user.ruolo === 'operatore';

/**
 * The operator's second factor (docs/rules.md §3.21, docs/architecture.md#the-operator-and-the-second-factor): the
 * challenge the password opened is answered with a TOTP code, or a recovery code, and only then becomes a session. An
 * operator without a factor enrols one in the same challenge. Every code sent takes one of the challenge's
 * TENTATIVI_SFIDA attempts, and MINUTI_SFIDA minutes end it; the attempts an account spent in wrong codes also limit
 * the challenges it may open (SfideAccesso). A TOTP code is accepted once: a step already used is refused.
 */
@Injectable()
export class SecondoFattoreService {
  private readonly cifratura: Cifratura;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly sessioni: SessioneService,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    @InjectConfig() config: Pick<IdentityConfig, 'TOTP_KEY'>,
  ) {
    this.cifratura = new Cifratura(config.TOTP_KEY);
  }

  async verifica({ sfida, codice }: CodiceSfida): Promise<SessionDto> {
    const { riga, utente } = await this.tentativo(sfida);
    if (utente.totpSegreto === null) throw new DomainError('SECOND_FACTOR_EXPIRED');
    const accettato = isCodiceTotp(codice) ? await this.accettaTotp(utente.id, utente.totpSegreto, codice) : await this.spendiRecupero(utente.id, codice);
    if (!accettato) throw new DomainError('SECOND_FACTOR_INVALID');
    return this.uow.run(async (tx) => {
      await this.chiudi(riga, tx);
      return this.sessioni.start(utente, riga.persistent, riga.userAgent, tx);
    });
  }

  /** The secret is made once per challenge: asking again (a reload of the page) shows the same. */
  async attiva({ sfida }: ParsedRequestOf<typeof IDENTITY.session.enrol>): Promise<AttivazioneDto> {
    const riga = await this.prisma.sfidaAccesso.findUnique({ where: { tokenHash: hashToken(sfida) }, include: { user: true } });
    if (!riga || !aperta(riga)) throw new DomainError('SECOND_FACTOR_EXPIRED');
    const utente = riga.user;
    if (utente.totpSegreto !== null) throw new DomainError('FORBIDDEN');
    let cifrato = riga.segretoInAttivazione;
    if (cifrato === null) {
      const nuovo = this.cifratura.cifra(nuovoSegretoTotp());
      const { count } = await this.prisma.sfidaAccesso.updateMany({ where: { id: riga.id, segretoInAttivazione: null }, data: { segretoInAttivazione: nuovo } });
      // Two first asks at once: the one stored first is the challenge's secret.
      cifrato = count === 1 ? nuovo : (await this.prisma.sfidaAccesso.findUniqueOrThrow({ where: { id: riga.id } })).segretoInAttivazione!;
    }
    const segreto = this.cifratura.decifra(cifrato);
    return { segreto, uri: uriTotp(segreto, utente.email) };
  }

  /** The first code of the new secret sets it, with new recovery codes (any older ones go), and opens the session. */
  async confermaAttivazione({ sfida, codice }: CodiceSfida): Promise<SecondoFattoreAttivatoDto> {
    const { riga, utente } = await this.tentativo(sfida);
    if (utente.totpSegreto !== null || riga.segretoInAttivazione === null) throw new DomainError('SECOND_FACTOR_EXPIRED');
    const passo = isCodiceTotp(codice) ? passoDelCodice(this.cifratura.decifra(riga.segretoInAttivazione), codice, Date.now()) : null;
    if (passo === null) throw new DomainError('SECOND_FACTOR_INVALID');
    const codiciRecupero = nuoviCodiciRecupero();
    const sessione = await this.uow.run(async (tx) => {
      const { count } = await tx.user.updateMany({
        where: { id: utente.id, totpSegreto: null },
        data: { totpSegreto: riga.segretoInAttivazione, totpUltimoPasso: passo },
      });
      if (count !== 1) throw new DomainError('SECOND_FACTOR_EXPIRED');
      await this.sostituisciCodici(utente.id, codiciRecupero, tx);
      await this.chiudi(riga, tx);
      return this.sessioni.start(utente, riga.persistent, riga.userAgent, tx);
    });
    return { sessione, codiciRecupero };
  }

  async sicurezza(actor: Actor): Promise<SicurezzaOperatoreDto> {
    return { codiciRecuperoRimasti: await this.prisma.codiceRecupero.count({ where: { userId: actor.userId, usatoIl: null } }) };
  }

  /** A code of the app, as at sign-in (once per step), for a new set of recovery codes. */
  async rigeneraCodici(actor: Actor, codice: string): Promise<{ codiciRecupero: string[] }> {
    const utente = await this.prisma.user.findUniqueOrThrow({ where: { id: actor.userId } });
    if (utente.totpSegreto === null || !(await this.accettaTotp(utente.id, utente.totpSegreto, codice))) throw new DomainError('SECOND_FACTOR_INVALID');
    const codiciRecupero = nuoviCodiciRecupero();
    await this.uow.run((tx) => this.sostituisciCodici(utente.id, codiciRecupero, tx));
    return { codiciRecupero };
  }

  /** The operator's recovery codes become these: only their hashes are kept, and every older code is void. */
  private async sostituisciCodici(userId: string, codici: string[], tx: Db<PrismaClient>): Promise<void> {
    await tx.codiceRecupero.deleteMany({ where: { userId } });
    await tx.codiceRecupero.createMany({ data: codici.map((c) => ({ id: randomUUID(), userId, codiceHash: hashToken(senzaTrattino(c)) })) });
  }

  /**
   * Takes one of the challenge's TENTATIVI_SFIDA attempts before any code is looked at, in one UPDATE: codes sent at
   * once cannot share an attempt. Unknown, expired and spent challenges read the same. A right code then spends the
   * whole challenge; a wrong one leaves the attempt taken.
   */
  private async tentativo(sfida: string): Promise<{ riga: SfidaAccesso; utente: User }> {
    const [riga] = await this.prisma.sfidaAccesso.updateManyAndReturn({
      where: { tokenHash: hashToken(sfida), tentativi: { lt: TENTATIVI_SFIDA }, scadeIl: { gt: new Date() } },
      data: { tentativi: { increment: 1 } },
    });
    const utente = riga && (await this.prisma.user.findUnique({ where: { id: riga.userId } }));
    if (!riga || utente?.ruolo !== 'operatore') throw new DomainError('SECOND_FACTOR_EXPIRED');
    return { riga, utente };
  }

  /** The code's step, if it is later than the last accepted: claimed in one UPDATE, so a code races itself only once. */
  private async accettaTotp(userId: string, segretoCifrato: string, codice: string): Promise<boolean> {
    const passo = passoDelCodice(this.cifratura.decifra(segretoCifrato), codice, Date.now());
    if (passo === null) return false;
    const { count } = await this.prisma.user.updateMany({
      where: { id: userId, OR: [{ totpUltimoPasso: null }, { totpUltimoPasso: { lt: passo } }] },
      data: { totpUltimoPasso: passo },
    });
    return count === 1;
  }

  private async spendiRecupero(userId: string, codice: string): Promise<boolean> {
    const { count } = await this.prisma.codiceRecupero.updateMany({
      where: { userId, codiceHash: hashToken(codice), usatoIl: null },
      data: { usatoIl: new Date() },
    });
    return count === 1;
  }

  /** Spends the challenge: of two right codes sent at once, one session only. */
  private async chiudi(riga: SfidaAccesso, tx: Db<PrismaClient>): Promise<void> {
    const { count } = await tx.sfidaAccesso.deleteMany({ where: { id: riga.id } });
    if (count !== 1) throw new DomainError('SECOND_FACTOR_EXPIRED');
  }
}
