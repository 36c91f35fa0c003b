import type { Orari, UserDto, VenditorePubblicoDto } from '@ricambiamo/contracts';
import { officinaDaColonne, ORARI_DEFAULT, orariSchema } from '@ricambiamo/contracts';
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
  return { id, nome, nomeAttivita, email, telefono, indirizzo, citta, cap, provincia, descrizione, orari, bannerImage, logoImage, createdAt };
}
