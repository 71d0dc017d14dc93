export * from './admin-wallet.schemas';
export * from './bonus-code.schemas';
export * from './wallet.endpoints';
export * from './wallet.errors';
export * from './wallet.messages';
export * from './wallet.schemas';
