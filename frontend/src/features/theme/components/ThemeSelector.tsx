import { useDispatch, useSelector } from 'react-redux';
import { Icon, IconName } from '../../../components/ui/Icon';
import { THEME_LABELS, THEME_PREFERENCES, ThemePreference } from '../theme';
import { selectThemePreference, themeActions } from '../theme.slice';

const ICONS: Record<ThemePreference, IconName> = { system: 'monitor', light: 'sun', dark: 'moon' };

/** The settings page's explicit choice of theme. */
export function ThemeSelector() {
  const dispatch = useDispatch();
  const preference = useSelector(selectThemePreference);
  return (
    <div className="segmented" role="radiogroup" aria-label="Giao diện">
      {THEME_PREFERENCES.map((option) => (
        <label key={option} className={option === preference ? 'segment is-active' : 'segment'}>
          <input
            type="radio"
            name="theme"
            value={option}
            checked={option === preference}
            onChange={() => dispatch(themeActions.themePreferenceChosen(option))}
          />
          <Icon name={ICONS[option]} size={18} />
          {THEME_LABELS[option]}
        </label>
      ))}
    </div>
  );
}
