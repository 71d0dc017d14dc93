import { z } from 'zod';
import { affiliateEndpoints } from './affiliate';
import { catalogueEndpoints } from './catalogue';
import { commerceEndpoints } from './commerce';
import { contactEndpoints } from './contact';
import { identityEndpoints } from './identity';
import { learningEndpoints } from './learning';
import { marketingEndpoints } from './marketing';
import { notificationEndpoints } from './notifications';
import { platformEndpoints } from './platform';
import { reportsEndpoints } from './reports';
import { siteContentEndpoints, siteSettingsEndpoints } from './site-content';
import { composeSlices, Endpoint } from './shared';
import { walletEndpoints } from './wallet';

/**
 * The endpoint catalogue: each module declares its slice in `<module>/<module>.endpoints.ts`; one
 * declaration drives the route, the access rule, validation, OpenAPI and the typed client. A name
 * declared by two slices does not compile.
 */
export const endpoints = composeSlices(platformEndpoints, identityEndpoints, notificationEndpoints, contactEndpoints, catalogueEndpoints, commerceEndpoints, learningEndpoints, walletEndpoints, affiliateEndpoints, siteContentEndpoints, siteSettingsEndpoints, marketingEndpoints, reportsEndpoints);

export type EndpointName = keyof typeof endpoints;
export type BodyOf<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<infer B, z.ZodType, z.ZodType> ? z.input<B> : never;
export type QueryOf<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<z.ZodType, infer Q, z.ZodType> ? z.input<Q> : never;
export type ResponseOf<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
/** The body and query after the server parsed them (defaults applied, text trimmed). */
export type ParsedBodyOf<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<infer B, z.ZodType, z.ZodType> ? z.output<B> : never;
export type ParsedQueryOf<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<z.ZodType, infer Q, z.ZodType> ? z.output<Q> : never;
