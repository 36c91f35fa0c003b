import { MOTIVI_RECESSO, type MotivoRecesso } from '@ricambiamo/contracts';
import type { Ordine } from './ordine';

type MotivoGraphql = NonNullable<Ordine['recesso']>['motivo'];

// GraphQL enum names allow no hyphen: the gateway spells "non-compatibile" as non_compatibile.
export const motivoPerGraphql = (motivo: MotivoRecesso) => motivo.replaceAll('-', '_') as MotivoGraphql;

export const motivoDaGraphql = (nome: MotivoGraphql): MotivoRecesso =>
  MOTIVI_RECESSO.find((motivo) => motivoPerGraphql(motivo) === nome) ?? 'altro';
