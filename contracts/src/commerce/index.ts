export * from './commerce.errors';
