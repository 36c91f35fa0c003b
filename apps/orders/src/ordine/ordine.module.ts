import { Module } from '@nestjs/common';
import { CatalogoModule } from '../catalogo/catalogo.module';
import { VenditoreModule } from '../venditore/venditore.module';
import { OrdineEvents } from './ordine.events';
import { SospensioniConsumer } from './sospensioni.consumer';
import { FinestraPagamentoService } from './finestra-pagamento.service';
import { OrdineController } from './ordine.controller';
import { OrdineRepository } from './ordine.repository';
import { OrdineService } from './ordine.service';
import { RegolazioneService } from './regolazione.service';

/** Orders as their parties see and move them, the payment window, and settling final orders' parts with catalogue. */
@Module({
  imports: [CatalogoModule, VenditoreModule],
  controllers: [OrdineController],
  providers: [OrdineService, OrdineRepository, RegolazioneService, FinestraPagamentoService, OrdineEvents, SospensioniConsumer],
  exports: [OrdineService, OrdineRepository, RegolazioneService, FinestraPagamentoService, OrdineEvents],
})
export class OrdineModule {}
