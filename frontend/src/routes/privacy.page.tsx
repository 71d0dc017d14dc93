import { PRIVACY } from '../features/legal/privacy.content';
import { LegalPage } from '../features/legal/components/LegalPage';
import { AcademyContactBlock } from '../features/site-settings/components/AcademyContactBlock';
import { useSiteSettings } from '../features/site-settings/use-site-settings';
import { useDocumentTitle } from '../lib/use-document-title';

/** /privacy: the privacy policy (Decree 13/2023/NĐ-CP), naming the data controller from the academy's settings. */
export function PrivacyPage() {
  useDocumentTitle(PRIVACY.title);
  const settings = useSiteSettings();
  return <LegalPage document={PRIVACY} controller={<AcademyContactBlock settings={settings} className="legal-contact" />} testId="privacy-page" />;
}
