import type { Orari, UserDto } from '@ricambiamo/contracts';
import { ORARI_DEFAULT, orariSchema } from '@ricambiamo/contracts';
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
    createdAt: user.createdAt.toISOString(),
  };
}
