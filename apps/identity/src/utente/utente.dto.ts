import type { DatiCommercianteDto, Orari, TracciabilitaDto, UserDto, VenditorePubblicoDto } from '@ricambiamo/contracts';
import { officinaDaColonne, ORARI_DEFAULT, orariSchema, tracciabilitaCompleta } from '@ricambiamo/contracts';
import type { User } from '../generated/prisma/client';

export function toUserDto(user: User): UserDto {
  const orari = orariSchema.safeParse(user.orari);
  return {
    id: user.id,
    email: user.email,
    nome: user.nome,
    ruolo: user.ruolo,
    telefono: user.telefono,
    indirizzo: user.indirizzo,
    citta: user.citta,
    cap: user.cap,
    provincia: user.provincia,
    nomeAttivita: user.nomeAttivita,
    partitaIva: user.partitaIva,
    orari: orari.success ? orari.data : (ORARI_DEFAULT satisfies Orari),
    bannerImage: user.bannerImage,
    logoImage: user.logoImage,
    descrizione: user.descrizione,
    iban: user.iban,
    officina: officinaDaColonne(user),
    createdAt: user.createdAt.toISOString(),
  };
}


/** Only what the public seller page shows: never the IBAN, the VAT number or the account's dates. */
export function toVenditorePubblicoDto(user: User): VenditorePubblicoDto {
  const { id, nome, nomeAttivita, email, telefono, indirizzo, citta, cap, provincia, descrizione, orari, bannerImage, logoImage, createdAt } =
    toUserDto(user);
  const commerciante = datiCommerciante(user);
  return { id, nome, nomeAttivita, email, telefono, indirizzo, citta, cap, provincia, descrizione, orari, bannerImage, logoImage, createdAt, commerciante };
}

/** The seller's traceability as stored; complete when it would pass the form as it is. */
export function toTracciabilitaDto(user: User): TracciabilitaDto {
  const { ragioneSociale, partitaIva, rea, provinciaCciaa, sedeLegale, telefono, email, iban, intestatarioIban, autorizzazioneCentro, rentri } = user;
  const autocertificazione = user.autocertificazioneIl !== null;
  const dati = { ragioneSociale, partitaIva, rea, provinciaCciaa, sedeLegale, telefono, email, iban, intestatarioIban, autorizzazioneCentro, rentri, autocertificazione };
  return { ...dati, completa: tracciabilitaCompleta(dati), verificatoIl: user.verificatoIl?.toISOString() ?? null };
}

/** Art. 30(7) DSA: what buyers are shown of a trader, only once all of it was given. */
function datiCommerciante(user: User): DatiCommercianteDto | null {
  const t = toTracciabilitaDto(user);
  if (!t.completa || !t.ragioneSociale || !t.partitaIva || !t.rea || !t.provinciaCciaa || !t.sedeLegale || !t.telefono) return null;
  const { ragioneSociale, partitaIva, rea, provinciaCciaa, sedeLegale, telefono, email, autorizzazioneCentro, rentri } = t;
  return { ragioneSociale, partitaIva, rea, provinciaCciaa, sedeLegale, telefono, email, autorizzazioneCentro, rentri, verificato: t.verificatoIl !== null };
}
