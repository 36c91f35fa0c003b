import { Controller } from '@nestjs/common';
import type { AttivazioneDto, ParsedRequestOf, SecondoFattoreAttivatoDto, SessionDto, SicurezzaOperatoreDto } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { SecondoFattoreService } from './secondo-fattore.service';

const SESSION = IDENTITY.session;
const OPERATORE = IDENTITY.operatore;

/** Sign-in's steps are public (the challenge, not a session, says who is signing in); the rest is the operator's own. */
@Controller()
export class SecondoFattoreController {
  constructor(private readonly secondoFattore: SecondoFattoreService) {}

  @Handles(SESSION.secondFactor)
  secondFactor(data: ParsedRequestOf<typeof SESSION.secondFactor>): Promise<SessionDto> {
    return this.secondoFattore.verifica(data);
  }

  @Handles(SESSION.enrol)
  enrol(data: ParsedRequestOf<typeof SESSION.enrol>): Promise<AttivazioneDto> {
    return this.secondoFattore.attiva(data);
  }

  @Handles(SESSION.confirmEnrolment)
  confirmEnrolment(data: ParsedRequestOf<typeof SESSION.confirmEnrolment>): Promise<SecondoFattoreAttivatoDto> {
    return this.secondoFattore.confermaAttivazione(data);
  }

  @Handles(OPERATORE.security)
  security(_data: object, call: Call<'operatore'>): Promise<SicurezzaOperatoreDto> {
    return this.secondoFattore.sicurezza(call.actor);
  }

  @Handles(OPERATORE.regenerateCodes)
  regenerateCodes(data: ParsedRequestOf<typeof OPERATORE.regenerateCodes>, call: Call<'operatore'>): Promise<{ codiciRecupero: string[] }> {
    return this.secondoFattore.rigeneraCodici(call.actor, data.codice);
  }
}
