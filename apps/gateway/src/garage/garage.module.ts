import { Module } from '@nestjs/common';
import { GarageResolver } from './garage.resolver';

@Module({ providers: [GarageResolver] })
export class GarageModule {}
