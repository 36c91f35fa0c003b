import { Module } from '@nestjs/common';
import { GarageController } from './garage.controller';
import { GarageRepository } from './garage.repository';
import { GarageService } from './garage.service';

/** The buyer's garage, "Il mio veicolo": the buyer's own profile data, changed only by that buyer. */
@Module({ controllers: [GarageController], providers: [GarageRepository, GarageService] })
export class GarageModule {}
