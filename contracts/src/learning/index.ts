export * from './learning.endpoints';
export * from './learning.errors';
export * from './learning.messages';
export * from './learning.schemas';
export * from './player.schemas';
