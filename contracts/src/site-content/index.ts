export * from './homepage.defaults';
export * from './homepage.schemas';
export * from './popup.schemas';
export * from './site-content.endpoints';
export * from './site-content.errors';
export * from './site-content.fields';
export * from './site-content.messages';
export * from './legal-versions';
