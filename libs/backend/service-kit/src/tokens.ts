import { Inject } from '@nestjs/common';
import type { CommonEnv } from '@ricambiamo/config';

/** What every service's environment has: the common variables and its own HTTP port for /health and /metrics. */
export type ServiceEnv = CommonEnv & { HTTP_PORT: number; DATABASE_URL?: string };

export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
/** The service's Prisma client, also provided under its own class; the kit's providers inject it by this token. */
export const DATABASE = Symbol('DATABASE');
/** The pg pool under that client, for a hot read that skips Prisma's result mapping (catalogue's search). */
export const SQL_POOL = Symbol('SQL_POOL');

/** Injects the service's validated config. */
export const InjectConfig = (): ParameterDecorator => Inject(SERVICE_CONFIG);
