import { nothing, rpc } from '../contract';
import type { AreaDto, AutoInParcoDto } from './messages';
import { areaCarRequest, areaIdRequest, createAreaRequest, moveAreaRequest, updateAreaRequest } from './messages';


/**
 * Request/reply contracts served by the yard service (queue group `yard`). Each touches only the seller's own areas
 * and cars: another seller's area or car reads as NOT_FOUND, so its existence is never revealed.
 */
export const YARD = {
  area: {
    /** Oldest first (docs/rules.md §7). */
    list: rpc<AreaDto[]>()({ subject: 'yard.area.list', request: nothing, access: 'venditore' }),
    /** Named "Area N" and coloured at random from the palette. */
    create: rpc<AreaDto>()({ subject: 'yard.area.create', request: createAreaRequest, access: 'venditore' }),
    move: rpc<AreaDto>()({ subject: 'yard.area.move', request: moveAreaRequest, access: 'venditore' }),
    update: rpc<AreaDto>()({ subject: 'yard.area.update', request: updateAreaRequest, access: 'venditore' }),
    /** Its cars become unassigned. */
    delete: rpc<{ id: string }>()({ subject: 'yard.area.delete', request: areaIdRequest, access: 'venditore' }),
    /** A car stands in one area at most: assigning it here takes it out of any other. */
    assignCar: rpc<AreaDto>()({ subject: 'yard.area.assign-car', request: areaCarRequest, access: 'venditore' }),
    removeCar: rpc<AreaDto>()({ subject: 'yard.area.remove-car', request: areaCarRequest, access: 'venditore' }),
  },
  car: {
    /** Every car of the seller, newest first, each with its area or null. */
    mine: rpc<AutoInParcoDto[]>()({ subject: 'yard.car.mine', request: nothing, access: 'venditore' }),
  },
} as const;
