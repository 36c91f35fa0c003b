import type { Azione, CasoDto, Fondamento, IstantaneaDto, MotivoSegnalazione, OggettoSegnalazione, ProvvedimentoDto, StatoCaso } from '@ricambiamo/contracts';
import { MESI_RICORSO } from '@ricambiamo/contracts';
import type { Caso, Provvedimento, Segnalazione } from '../generated/prisma/client';

export type CasoLetto = Caso & { segnalazioni: Segnalazione[]; provvedimento: Provvedimento | null };

/** Until when a statement may be appealed: MESI_RICORSO calendar months after it was issued. */
export function ricorribileFino(emesso: Date): Date {
  const fino = new Date(emesso);
  fino.setUTCMonth(fino.getUTCMonth() + MESI_RICORSO);
  return fino;
}

export function toProvvedimentoDto(p: Provvedimento, caso: Pick<Caso, 'oggetto' | 'oggettoId'>): ProvvedimentoDto {
  return {
    id: p.id,
    casoId: p.casoId,
    azione: p.azione as ProvvedimentoDto['azione'],
    oggetto: caso.oggetto as OggettoSegnalazione,
    oggettoId: caso.oggettoId,
    titolo: p.titolo,
    fatti: p.fatti,
    fondamento: p.fondamento as Fondamento,
    automatizzata: false,
    sospesoFino: p.sospesoFino?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    ricorribileFino: ricorribileFino(p.createdAt).toISOString(),
    ricorso:
      p.ricorso && p.ricorsoIl
        ? {
            testo: p.ricorso,
            createdAt: p.ricorsoIl.toISOString(),
            esito: (p.esito as 'accolto' | 'respinto' | null) ?? null,
            motivazione: p.motivazioneEsito,
            decisoIl: p.esitoIl?.toISOString() ?? null,
          }
        : null,
  };
}

export function toCasoDto(c: CasoLetto): CasoDto {
  const decisione =
    c.azione && c.fatti && c.fondamento && c.operatoreId && c.decisoIl
      ? { azione: c.azione as Azione, fatti: c.fatti, fondamento: c.fondamento as Fondamento, operatoreId: c.operatoreId, decisoIl: c.decisoIl.toISOString() }
      : null;
  return {
    id: c.id,
    oggetto: c.oggetto as OggettoSegnalazione,
    oggettoId: c.oggettoId,
    stato: c.stato as StatoCaso,
    istantanea: c.istantanea as unknown as IstantaneaDto,
    interessatoId: c.interessatoId,
    createdAt: c.createdAt.toISOString(),
    segnalazioni: c.segnalazioni.map((s) => ({
      id: s.id,
      motivo: s.motivo as MotivoSegnalazione,
      spiegazione: s.spiegazione,
      nome: s.nome,
      email: s.email,
      utenteId: s.utenteId,
      createdAt: s.createdAt.toISOString(),
    })),
    decisione,
    provvedimento: c.provvedimento ? toProvvedimentoDto(c.provvedimento, c) : null,
  };
}
