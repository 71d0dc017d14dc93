export * from './contact.endpoints';
export * from './contact.errors';
export * from './contact.messages';
export * from './contact.schemas';
