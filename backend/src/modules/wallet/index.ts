/** The wallet module's public surface: its manifest and its public events (money movements, bonus claims). */
import { defineModule } from '../../platform/manifest/module-manifest';
import { BONUS_CODE_EVENT_TYPES } from './domain/bonus-code/bonus-code.events';
import { WALLET_EVENT_TYPES } from './domain/wallet/wallet.events';
import { WalletModule } from './wallet.module';

export { walletPublicEvents } from './wallet.public-events';
export type { WalletPublicEvent } from './wallet.public-events';

export const walletManifest = defineModule({
  name: 'wallet',
  module: WalletModule,
  emits: [...WALLET_EVENT_TYPES, ...BONUS_CODE_EVENT_TYPES],
  projections: [],
  reactions: [],
  jobs: [],
});
