import { Module } from '@nestjs/common';
import { Registro } from '../registro/registro';
import { CasiController } from './casi.controller';
import { CasiService } from './casi.service';
import { Sospensioni } from './sospensioni';

/** Decisions, statements of reasons, appeals and the audit log they are written to. */
@Module({ controllers: [CasiController], providers: [CasiService, Registro, Sospensioni] })
export class CasiModule {}
