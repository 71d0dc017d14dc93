/** The shared ioredis connection of the API process (rate limits, health checks). */
export const REDIS = Symbol('REDIS');
