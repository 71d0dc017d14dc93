export * from './errors';
export * from './pagination';
export * from './identity';
export * from './contact';
export * from './health';
export * from './endpoints';
export * from './openapi';
export * from './public-config';
