import { z } from 'zod';
import { modificaAreaSchema, nuovaAreaSchema, spostamentoAreaSchema } from '../validation/parco';

const areaId = z.uuid();

export const createAreaRequest = nuovaAreaSchema;
export const updateAreaRequest = modificaAreaSchema.extend({ areaId });
export const moveAreaRequest = spostamentoAreaSchema.extend({ areaId });
export const areaIdRequest = z.object({ areaId });
export const areaCarRequest = z.object({ areaId, autoId: z.uuid() });
export type CreateAreaRequest = z.input<typeof createAreaRequest>;
export type UpdateAreaRequest = z.input<typeof updateAreaRequest>;
export type MoveAreaRequest = z.input<typeof moveAreaRequest>;
export type AreaCarRequest = z.input<typeof areaCarRequest>;

/** A car of the seller as the yard knows it, from catalogue's listing events. */
export interface AutoParcoDto {
  id: string;
  marca: string;
  modello: string;
}

/** docs/rules.md §4 parco_aree, with the assigned cars spelled out for the map and its dialogs. */
export interface AreaDto {
  id: string;
  nome: string;
  descrizione: string | null;
  posizioneX: number;
  posizioneY: number;
  larghezza: number;
  altezza: number;
  colore: string;
  createdAt: string;
  /** In the order they were assigned. */
  auto: AutoParcoDto[];
}

/** Every car of the seller with the area it stands in, for the listings table, the car dialog and the guide. */
export interface AutoInParcoDto extends AutoParcoDto {
  area: { id: string; nome: string; colore: string } | null;
}
