export * from './audience.schemas';
export * from './email-scenario.schemas';
export * from './email-template.render';
export * from './email-template.schemas';
export * from './marketing.endpoints';
export * from './marketing.errors';
export * from './marketing.messages';
