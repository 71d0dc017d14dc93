import type { SiteSettings } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectSiteSettings } from './site-settings.selectors';
import { siteSettingsActions } from './site-settings.slice';

/** The academy's settings for a block that shows them; asks for them the first time one appears. */
export function useSiteSettings(): SiteSettings | null {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(siteSettingsActions.siteWanted());
  }, [dispatch]);
  return useSelector(selectSiteSettings);
}
