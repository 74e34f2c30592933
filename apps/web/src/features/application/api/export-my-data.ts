import { dataExportFileName } from '@psikorehber/shared/rules/files';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { saveResponse } from '~/lib/file-download';

/**
 * GET /api/account/export (KVKK): everything held about the signed-in user, saved as
 * psikorehber-verilerim-YYYY-MM-DD.json. Fetched rather than linked so a failure is said in Turkish.
 */
export async function exportMyData(): Promise<void> {
  const response = await apiFetch('/account/export');
  await saveResponse(response, dataExportFileName(new Date()));
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
