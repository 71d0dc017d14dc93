export * from './affiliate.endpoints';
export * from './affiliate.errors';
export * from './affiliate.messages';
export * from './affiliate.schemas';
