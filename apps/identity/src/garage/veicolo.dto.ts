import type { VeicoloDto } from '@ricambiamo/contracts';
import { decodificaVin, verificaVin } from '@ricambiamo/contracts';
import type { VeicoloAcquirente } from '../generated/prisma/client';

/** What the VIN says is worked out as it is read, so a better WMI table reaches vehicles saved before it. */
export function toVeicoloDto(veicolo: VeicoloAcquirente): VeicoloDto {
  const { numeroTelaio, marca, anno } = veicolo;
  return {
    id: veicolo.id,
    marca,
    modello: veicolo.modello,
    anno,
    carburante: veicolo.carburante,
    cilindrata: veicolo.cilindrata,
    kw: veicolo.kw,
    codiceMotore: veicolo.codiceMotore,
    numeroTelaio,
    attivo: veicolo.attivo,
    creatoIl: veicolo.createdAt.toISOString(),
    vinMarca: numeroTelaio ? decodificaVin(numeroTelaio).marca : null,
    avvisiVin: numeroTelaio ? verificaVin(numeroTelaio, { marca, anno }) : [],
  };
}
