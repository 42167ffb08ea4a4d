import type { Environment } from './environment.schema.js';

/** Injection token for the parsed, validated environment. Nothing else reads process.env. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export type AppConfig = Environment;
