import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { LoadError } from '../../../components/ui/LoadError';
import { PageSpinner } from '../../../components/ui/Spinner';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectAdminSiteSettings } from '../site-settings.selectors';
import { siteSettingsActions } from '../site-settings.slice';
import { SiteSettingsEditor } from './SiteSettingsEditor';
import { SiteSettingsHistory } from './SiteSettingsHistory';
import './site-settings.css';

/** The settings form beside its history; loads both when the page opens. */
export function SiteSettingsAdmin() {
  const dispatch = useDispatch();
  const admin = useSelector(selectAdminSiteSettings);
  useEffect(() => {
    dispatch(siteSettingsActions.adminOpened());
  }, [dispatch]);
  const site = dataOf(admin);
  const failure = errorOf(admin);
  if (!site) {
    return failure ? <LoadError message={failure.message} onRetry={() => dispatch(siteSettingsActions.adminOpened())} testId="site-settings-error" /> : <PageSpinner />;
  }
  return (
    <div className="ss-layout">
      <SiteSettingsEditor site={site} />
      <SiteSettingsHistory />
    </div>
  );
}
