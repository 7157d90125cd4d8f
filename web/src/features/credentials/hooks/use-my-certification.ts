/** The caller's Certified Buyer badge (docs/training.md "The badge"), and its credential to share. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { getMyCertification, getMyCredential } from '#shared/api/routes/training.routes';
import { trainingQueryKeys } from '../../../domain/training/training-queries';
import { callRoute } from '../../../lib/api/app-api-client';
import { saveFile } from '../../../lib/files/save-file';

/** The file a downloaded credential is saved as. */
export const CREDENTIAL_FILE_NAME = 'certified-buyer.json';

/**
 * The badge or null; read again on every mount, since it is earned (or lapses) on other pages. Not
 * read while `enabled` is false (an unverified e-mail, which the server refuses).
 */
export function useMyCertification(enabled = true) {
  return useQuery({
    queryKey: trainingQueryKeys.certification,
    enabled,
    queryFn: async ({ signal }) => (await callRoute(getMyCertification, { signal })).certification,
    refetchOnMount: 'always',
  });
}

/** Fetches the signed Open Badges credential and saves it as a JSON file. */
export function useDownloadCredential() {
  return useMutation({
    mutationFn: async () => {
      const credential = await callRoute(getMyCredential);
      const blob = new Blob([JSON.stringify(credential, null, 2)], { type: 'application/json' });
      saveFile(blob, CREDENTIAL_FILE_NAME);
    },
  });
}
