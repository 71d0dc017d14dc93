export * from './health.schemas';
export * from './jobs.schemas';
export * from './platform.endpoints';
export * from './platform.errors';
export * from './platform.messages';
export * from './projections.schemas';
export * from './public-config.schemas';
