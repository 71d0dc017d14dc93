// The building blocks every contract slice uses; shared/ imports nothing outside itself.
export * from './bank-transfer';
export * from './compose';
export * from './endpoint';
export * from './fields';
export * from './money';
export * from './pagination';
