import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from './session-context';

/** Signs out and goes home (SPEC §4). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    await navigate('/', { replace: true });
  }, [navigate, signOut]);
}
