import { useDispatch, useSelector } from 'react-redux';
import { Icon, IconName } from '../../../components/ui/Icon';
import { THEME_LABELS, ThemePreference, nextPreference } from '../theme';
import { selectThemePreference, themeActions } from '../theme.slice';

const ICONS: Record<ThemePreference, IconName> = { system: 'monitor', light: 'sun', dark: 'moon' };

/** One button that cycles system → light → dark; the title says what is active. */
export function ThemeToggle({ className = 'icon-btn' }: { className?: string }) {
  const dispatch = useDispatch();
  const preference = useSelector(selectThemePreference);
  const label = `Giao diện: ${THEME_LABELS[preference]}`;
  return (
    <button
      type="button"
      className={className}
      onClick={() => dispatch(themeActions.themePreferenceChosen(nextPreference(preference)))}
      title={label}
      aria-label={label}
      data-testid="theme-toggle"
    >
      <Icon name={ICONS[preference]} size={20} />
    </button>
  );
}
