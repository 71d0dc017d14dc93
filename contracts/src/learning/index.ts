export * from './learning.endpoints';
export * from './learning.errors';
