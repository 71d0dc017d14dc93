export * from './notification-badge';
export * from './notifications.endpoints';
export * from './notifications.errors';
export * from './notifications.messages';
export * from './notifications.schemas';
