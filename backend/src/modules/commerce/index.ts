/** The commerce module's public surface: its manifest and its public events (orders). */
import { defineModule } from '../../platform/manifest/module-manifest';
import { CommerceModule } from './commerce.module';
import { DISCOUNT_CODE_EVENT_TYPES } from './domain/discount-code/discount-code.events';
import { ORDER_EVENT_TYPES } from './domain/order/order.events';

export { commercePublicEvents } from './commerce.public-events';
export type { CommercePublicEvent } from './commerce.public-events';

export const commerceManifest = defineModule({
  name: 'commerce',
  module: CommerceModule,
  emits: [...ORDER_EVENT_TYPES, ...DISCOUNT_CODE_EVENT_TYPES],
  projections: [],
  reactions: [],
  jobs: [],
});
