import { useCallback, useMemo, useState } from 'react';
import type { RoleHolder } from '#shared/users/roles';
import { readStorage, writeStorage } from '../../../lib/storage/browser-storage';
import {
  dashboardModeKey,
  dashboardModesOf,
  parseDashboardMode,
  type DashboardMode,
} from '../dashboard-mode';

export interface DashboardModeState {
  /** The modes the user may switch between; a switch is shown only when there are two. */
  modes: DashboardMode[];
  mode: DashboardMode;
  setMode: (mode: DashboardMode) => void;
}

/**
 * The dashboard mode, remembered per user in localStorage and restored on the next visit. A stored
 * mode the user may no longer use (a role was removed) falls back to their first mode.
 */
export function useDashboardMode(user: RoleHolder & { userId: string }): DashboardModeState {
  const modes = useMemo(() => dashboardModesOf(user), [user]);
  const key = dashboardModeKey(user.userId);
  const [chosen, setChosen] = useState(() => parseDashboardMode(readStorage('local', key)));
  const mode = chosen && modes.includes(chosen) ? chosen : (modes[0] ?? 'buying');
  const setMode = useCallback(
    (next: DashboardMode) => {
      setChosen(next);
      writeStorage('local', key, next);
    },
    [key],
  );
  return { modes, mode, setMode };
}
