import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersResolver } from './users.resolver';

@Module({ imports: [UploadsModule], providers: [UsersResolver] })
export class UsersModule {}
