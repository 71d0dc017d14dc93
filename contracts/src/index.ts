// First: every schema below reports in Vietnamese.
import './zod-messages';

export * from './errors';
export * from './fields';
export * from './pagination';
export * from './identity';
export * from './contact';
export * from './health';
export * from './endpoints';
export * from './openapi';
export * from './public-config';
export * from './jobs';
export * from './notifications';
