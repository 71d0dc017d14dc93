export * from './identity.endpoints';
export * from './identity.errors';
export * from './identity.messages';
export * from './identity.schemas';
