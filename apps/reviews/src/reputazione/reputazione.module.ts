import { Module } from '@nestjs/common';
import { AggiornamentoReputazioni } from './aggiornamento';
import { ReputazioneService } from './reputazione.service';

/** The sellers' reputation read model and its daily refresh. */
@Module({ providers: [ReputazioneService, AggiornamentoReputazioni], exports: [ReputazioneService] })
export class ReputazioneModule {}
