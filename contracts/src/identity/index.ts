export * from './identity.endpoints';
export * from './identity.errors';
export * from './identity.messages';
export * from './identity.schemas';
export * from './instructor-application.endpoints';
export * from './instructor-application.schemas';
