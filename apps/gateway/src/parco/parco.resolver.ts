import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AreaDto, AutoInParcoDto } from '@ricambiamo/contracts';
import { YARD } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import { AreaParco, AutoInParco, ModificaAreaParcoInput, NuovaAreaParcoInput } from './parco.models';

/** The seller's yard map (docs/rules.md §3 Parco Macchine): only ever the caller's own areas and cars, yard checks every id. */
@Resolver()
export class ParcoResolver {
  constructor(private readonly rpc: RpcClient) {}

  @Query(() => [AreaParco], { description: 'Oldest first' })
  @Access(YARD.area.list.access)
  areeParco(@Caller() caller: RpcContext): Promise<AreaDto[]> {
    return this.rpc.send(YARD.area.list, {}, caller);
  }

  @Query(() => [AutoInParco], { description: "Every car of the seller with its area, newest first" })
  @Access(YARD.car.mine.access)
  autoInParco(@Caller() caller: RpcContext): Promise<AutoInParcoDto[]> {
    return this.rpc.send(YARD.car.mine, {}, caller);
  }

  @Mutation(() => AreaParco, { description: 'A drawn rectangle becomes "Area N" in a palette colour' })
  @Access(YARD.area.create.access)
  creaAreaParco(@Args('input') input: NuovaAreaParcoInput, @Caller() caller: RpcContext): Promise<AreaDto> {
    return this.rpc.send(YARD.area.create, input, caller);
  }

  @Mutation(() => AreaParco)
  @Access(YARD.area.move.access)
  spostaAreaParco(
    @Args('id', { type: () => ID }) areaId: string,
    @Args('posizioneX', { type: () => Int }) posizioneX: number,
    @Args('posizioneY', { type: () => Int }) posizioneY: number,
    @Caller() caller: RpcContext,
  ): Promise<AreaDto> {
    return this.rpc.send(YARD.area.move, { areaId, posizioneX, posizioneY }, caller);
  }

  @Mutation(() => AreaParco)
  @Access(YARD.area.update.access)
  modificaAreaParco(@Args('input') input: ModificaAreaParcoInput, @Caller() caller: RpcContext): Promise<AreaDto> {
    return this.rpc.send(YARD.area.update, input, caller);
  }

  @Mutation(() => ID, { description: "The deleted area's id; its cars become unassigned" })
  @Access(YARD.area.delete.access)
  async eliminaAreaParco(@Args('id', { type: () => ID }) areaId: string, @Caller() caller: RpcContext): Promise<string> {
    return (await this.rpc.send(YARD.area.delete, { areaId }, caller)).id;
  }

  @Mutation(() => AreaParco, { description: 'Takes the car out of any other area' })
  @Access(YARD.area.assignCar.access)
  assegnaAutoArea(
    @Args('areaId', { type: () => ID }) areaId: string,
    @Args('autoId', { type: () => ID }) autoId: string,
    @Caller() caller: RpcContext,
  ): Promise<AreaDto> {
    return this.rpc.send(YARD.area.assignCar, { areaId, autoId }, caller);
  }

  @Mutation(() => AreaParco)
  @Access(YARD.area.removeCar.access)
  rimuoviAutoArea(
    @Args('areaId', { type: () => ID }) areaId: string,
    @Args('autoId', { type: () => ID }) autoId: string,
    @Caller() caller: RpcContext,
  ): Promise<AreaDto> {
    return this.rpc.send(YARD.area.removeCar, { areaId, autoId }, caller);
  }
}
