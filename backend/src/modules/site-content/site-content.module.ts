import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue';
import { ChooseFeaturedCoursesHandler } from './commands/choose-featured-courses/choose-featured-courses.handler';
import { ChooseFeaturedCoursesController } from './commands/choose-featured-courses/choose-featured-courses.http';
import { CreatePopupHandler } from './commands/create-popup/create-popup.handler';
import { CreatePopupController } from './commands/create-popup/create-popup.http';
import { DeletePopupController } from './commands/delete-popup/delete-popup.http';
import { EditHomepageHeroHandler } from './commands/edit-homepage-hero/edit-homepage-hero.handler';
import { EditHomepageHeroController } from './commands/edit-homepage-hero/edit-homepage-hero.http';
import { EditHomepageInstructorsHandler } from './commands/edit-homepage-instructors/edit-homepage-instructors.handler';
import { EditHomepageInstructorsController } from './commands/edit-homepage-instructors/edit-homepage-instructors.http';
import { EditHomepageTestimonialsHandler } from './commands/edit-homepage-testimonials/edit-homepage-testimonials.handler';
import { EditHomepageTestimonialsController } from './commands/edit-homepage-testimonials/edit-homepage-testimonials.http';
import { AcademySender } from './academy-sender';
import { PeoplePhotos } from './commands/people-photos';
import { RestoreHomepageVersionController } from './commands/restore-homepage-version/restore-homepage-version.http';
import { SiteImages } from './commands/site-images';
import { UpdatePopupHandler } from './commands/update-popup/update-popup.handler';
import { UpdatePopupController } from './commands/update-popup/update-popup.http';
import { UpdateSiteSettingsController } from './commands/update-site-settings/update-site-settings.http';
import { HomepageCourseOptionsController } from './read-models/course-options/course-options.http';
import { HomepageHistoryController } from './read-models/homepage-history/homepage-history.http';
import { HomepageHistoryQuery } from './read-models/homepage-history/homepage-history.query';
import { HomepageController } from './read-models/homepage/homepage.http';
import { HomepageQuery } from './read-models/homepage/homepage.query';
import { PopupsController } from './read-models/popups/popups.http';
import { PopupsQuery } from './read-models/popups/popups.query';
import { SitePicturesInUse } from './read-models/site-pictures/site-pictures.query';
import { SiteSettingsHistoryController } from './read-models/site-settings-history/site-settings-history.http';
import { SiteSettingsHistoryQuery } from './read-models/site-settings-history/site-settings-history.query';
import { SiteSettingsController } from './read-models/site-settings/site-settings.http';
import { SiteSettingsQuery } from './read-models/site-settings/site-settings.query';

/** What the site shows besides the catalogue: the advertising popup, the home page's editable blocks (hero, featured courses, testimonials, instructors) and the academy's contact and company data. */
@Module({
  imports: [CatalogueModule],
  controllers: [
    PopupsController,
    CreatePopupController,
    UpdatePopupController,
    DeletePopupController,
    HomepageController,
    HomepageHistoryController,
    HomepageCourseOptionsController,
    EditHomepageHeroController,
    ChooseFeaturedCoursesController,
    EditHomepageTestimonialsController,
    EditHomepageInstructorsController,
    RestoreHomepageVersionController,
    SiteSettingsController,
    SiteSettingsHistoryController,
    UpdateSiteSettingsController,
  ],
  providers: [
    SiteImages,
    PeoplePhotos,
    PopupsQuery,
    CreatePopupHandler,
    UpdatePopupHandler,
    HomepageQuery,
    HomepageHistoryQuery,
    EditHomepageHeroHandler,
    ChooseFeaturedCoursesHandler,
    EditHomepageTestimonialsHandler,
    EditHomepageInstructorsHandler,
    SitePicturesInUse,
    SiteSettingsQuery,
    SiteSettingsHistoryQuery,
    AcademySender,
  ],
  exports: [AcademySender],
})
export class SiteContentModule {}
