/** The site-content module's public surface: its manifest and the academy's sender identity. It publishes no events to other modules. */
import { defineModule } from '../../platform/manifest/module-manifest';
import { ACADEMY_PROFILE_EVENT_TYPES } from './domain/academy-profile/academy-profile.events';
import { HOMEPAGE_EVENT_TYPES } from './domain/homepage/homepage.events';
import { POPUP_EVENT_TYPES } from './domain/popups/popups.events';
import { homepageHistoryProjection } from './read-models/homepage-history/homepage-history.projection';
import { homepageProjection } from './read-models/homepage/homepage.projection';
import { popupsProjection } from './read-models/popups/popups.projection';
import { siteSettingsHistoryProjection } from './read-models/site-settings-history/site-settings-history.projection';
import { siteSettingsProjection } from './read-models/site-settings/site-settings.projection';
import { SiteContentModule } from './site-content.module';

export { AcademySender } from './academy-sender';
export type { AcademySenderIdentity } from './academy-sender';
export { SiteContentModule } from './site-content.module';

export const siteContentManifest = defineModule({
  name: 'site-content',
  module: SiteContentModule,
  emits: [...POPUP_EVENT_TYPES, ...HOMEPAGE_EVENT_TYPES, ...ACADEMY_PROFILE_EVENT_TYPES],
  projections: [popupsProjection, homepageProjection, homepageHistoryProjection, siteSettingsProjection, siteSettingsHistoryProjection],
  reactions: [],
  jobs: [],
});
