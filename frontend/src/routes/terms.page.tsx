import { LegalPage } from '../features/legal/components/LegalPage';
import { TERMS } from '../features/legal/terms.content';
import { AcademyContactBlock } from '../features/site-settings/components/AcademyContactBlock';
import { useSiteSettings } from '../features/site-settings/use-site-settings';
import { useDocumentTitle } from '../lib/use-document-title';

/** /terms: the terms of use, with the academy's contact data from its settings. */
export function TermsPage() {
  useDocumentTitle(TERMS.title);
  const settings = useSiteSettings();
  return <LegalPage document={TERMS} controller={<AcademyContactBlock settings={settings} className="legal-contact" />} testId="terms-page" />;
}
