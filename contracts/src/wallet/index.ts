export * from './wallet.errors';
