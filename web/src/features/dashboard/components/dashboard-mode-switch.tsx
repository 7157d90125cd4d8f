import { useTranslation } from 'react-i18next';
import type { DashboardMode } from '../dashboard-mode';

/**
 * The hybrid user's Buying / Selling switch: a radio group drawn as a segmented control, so arrow
 * keys move between the modes and screen readers hear "Dashboard mode, Selling, 2 of 2".
 */
export function DashboardModeSwitch({
  modes,
  mode,
  onChange,
}: {
  modes: readonly DashboardMode[];
  mode: DashboardMode;
  onChange: (mode: DashboardMode) => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <fieldset className="mode-switch" data-testid="dashboard-mode-switch">
      <legend className="mode-switch__legend">{t('mode.legend')}</legend>
      <div className="mode-switch__options">
        {modes.map((option) => (
          <label key={option} className="mode-switch__option">
            <input
              type="radio"
              name="dashboard-mode"
              value={option}
              checked={option === mode}
              onChange={() => onChange(option)}
            />
            <span>{t(`mode.${option}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
