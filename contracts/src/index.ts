// First: every schema below reports in Vietnamese.
import './shared/zod-messages';

// The building blocks, then each module's slice (schemas, messages, errors, endpoints), then the
// catalogue and the error map composed from the slices.
export * from './shared';
export * from './platform';
export * from './identity';
export * from './notifications';
export * from './contact';
export * from './catalogue';
export * from './commerce';
export * from './learning';
export * from './wallet';
export * from './affiliate';
export * from './marketing';
export * from './site-content';
export * from './reports';
export * from './endpoints';
export * from './errors';
export * from './openapi';
