export * from './reports.endpoints';
export * from './reports.errors';
export * from './reports.messages';
export * from './reports.schemas';
