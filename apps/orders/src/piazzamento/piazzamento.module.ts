import { Module } from '@nestjs/common';
import { CatalogoModule } from '../catalogo/catalogo.module';
import { IdentitaClient } from '../identita/identita.client';
import { OrdineModule } from '../ordine/ordine.module';
import { PiazzamentoController } from './piazzamento.controller';
import { PiazzamentoService } from './piazzamento.service';
import { TentativiAbbandonatiService } from './tentativi-abbandonati.service';
import { TentativoRepository } from './tentativo.repository';

/** Placing orders, and giving up the attempts that never became one. */
@Module({
  imports: [CatalogoModule, OrdineModule],
  controllers: [PiazzamentoController],
  providers: [PiazzamentoService, TentativoRepository, TentativiAbbandonatiService, IdentitaClient],
  exports: [TentativiAbbandonatiService],
})
export class PiazzamentoModule {}
