import { Module } from '@nestjs/common';
import { EmailRepository } from './email.repository';
import { Posta } from './posta';
import { Postino } from './postino';

/** The e-mails: written by the consumers with their event's effect, sent over SMTP by the Postino of each replica. */
@Module({ providers: [EmailRepository, Posta, Postino], exports: [Posta] })
export class PostaModule {}
