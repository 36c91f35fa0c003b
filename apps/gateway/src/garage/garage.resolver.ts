import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { VeicoloDto } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import { ModificaVeicoloInput, NuovoVeicoloInput, Veicolo } from './garage.models';

const GARAGE = IDENTITY.garage;

/** The buyer's garage, "Il mio veicolo" (docs/rules.md §3.6): only ever the caller's own vehicles, identity checks every id. */
@Resolver()
export class GarageResolver {
  constructor(private readonly rpc: RpcClient) {}

  @Query(() => [Veicolo], { description: 'Oldest first, the active one marked' })
  @Access(GARAGE.list.access)
  mieiVeicoli(@Caller() caller: RpcContext): Promise<VeicoloDto[]> {
    return this.rpc.send(GARAGE.list, {}, caller);
  }

  @Mutation(() => Veicolo, { description: 'At most 5 vehicles (GARAGE_LIMIT_REACHED)' })
  @Access(GARAGE.add.access)
  aggiungiVeicolo(@Args('input') input: NuovoVeicoloInput, @Caller() caller: RpcContext): Promise<VeicoloDto> {
    return this.rpc.send(GARAGE.add, input, caller);
  }

  @Mutation(() => Veicolo, { description: 'Its data only; which vehicle is active does not change' })
  @Access(GARAGE.update.access)
  modificaVeicolo(@Args('input') input: ModificaVeicoloInput, @Caller() caller: RpcContext): Promise<VeicoloDto> {
    return this.rpc.send(GARAGE.update, input, caller);
  }

  @Mutation(() => [Veicolo], { description: 'The garage after the change, with this vehicle the only active one' })
  @Access(GARAGE.activate.access)
  attivaVeicolo(@Args('id', { type: () => ID }) veicoloId: string, @Caller() caller: RpcContext): Promise<VeicoloDto[]> {
    return this.rpc.send(GARAGE.activate, { veicoloId }, caller);
  }

  @Mutation(() => [Veicolo], { description: 'The garage after the change; removing the active vehicle activates the newest of the others' })
  @Access(GARAGE.remove.access)
  eliminaVeicolo(@Args('id', { type: () => ID }) veicoloId: string, @Caller() caller: RpcContext): Promise<VeicoloDto[]> {
    return this.rpc.send(GARAGE.remove, { veicoloId }, caller);
  }
}
