import { Inject } from '@nestjs/common';

export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
/** The service's Prisma client, also provided under its own class; the kit's providers inject it by this token. */
export const DATABASE = Symbol('DATABASE');
/** The pg pool under that client, for a hot read that skips Prisma's result mapping (catalogue's search). */
export const SQL_POOL = Symbol('SQL_POOL');

/** Injects the service's validated config. */
export const InjectConfig = (): ParameterDecorator => Inject(SERVICE_CONFIG);
