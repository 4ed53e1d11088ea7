import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../domain/privacy/endpoints';
import type { ConsentChoice } from '../../domain/privacy/privacy';
import type { DataExportReply } from '../../domain/privacy/schemas';
import { session } from '../session/session';
import { api } from './client';
import { fetchSignedInFile } from './file-download';

export const privacyKeys = {
  dataExport: () => ['privacy', 'export'] as const,
  consent: () => ['privacy', 'consent'] as const,
  processing: () => ['privacy', 'processing'] as const,
};

/** How often the page asks again while an export is being built (the server's progress, not the user's data). */
export const EXPORT_POLL_MS = 2_000;

const isBuilding = (reply: DataExportReply | undefined) => reply?.status === 'queued' || reply?.status === 'running';

/** GET /api/user/export: the caller's latest export, asked again every 2 s while it is being built. */
export function useDataExportQuery() {
  return useQuery({
    queryKey: privacyKeys.dataExport(),
    queryFn: ({ signal }) => api.call(endpoints.getDataExportEndpoint, {}, { signal }),
    refetchInterval: (query) => (isBuilding(query.state.data) ? EXPORT_POLL_MS : false),
  });
}

/** POST /api/user/export: its answer is the export's state from then on. */
export function useStartDataExportMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.startDataExportEndpoint, {}),
    onSuccess: (reply) => client.setQueryData(privacyKeys.dataExport(), reply),
  });
}

/** The ready export's ZIP, fetched with the caller's token (the download is theirs alone). */
export async function downloadDataExport(url: string, onProgress: (fraction: number | null) => void) {
  return fetchSignedInFile({ method: 'GET', path: url, accept: 'application/zip' }, onProgress);
}

/**
 * DELETE /api/user/account: once answered, the session here ends too (the server has ended it) and
 * everything read with it is forgotten. `leavePage` goes elsewhere in the same moment, so that the
 * page never shows itself signed out (which would send the person to /login).
 */
export function useDeleteAccountMutation(leavePage: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.call(endpoints.deleteAccountEndpoint, { body: { password } }),
    onSuccess: () => {
      leavePage();
      session.clear();
      client.clear();
    },
  });
}

/** GET /api/user/consent: the caller's recorded answer to the analytics notice. */
export function useConsentQuery(enabled = true) {
  return useQuery({
    queryKey: privacyKeys.consent(),
    queryFn: ({ signal }) => api.call(endpoints.getConsentEndpoint, {}, { signal }),
    enabled,
  });
}

/** PUT /api/user/consent: records a signed-in person's answer with the notice's version. */
export function useRecordConsentMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { analytics: ConsentChoice; noticeVersion: string }) => api.call(endpoints.recordConsentEndpoint, { body }),
    onSuccess: (reply) => client.setQueryData(privacyKeys.consent(), reply),
  });
}

/** GET /api/privacy/processing: the services in use and how long data is kept, for the privacy policy. */
export function usePrivacyProcessingQuery() {
  return useQuery({
    queryKey: privacyKeys.processing(),
    queryFn: ({ signal }) => api.call(endpoints.privacyProcessingEndpoint, {}, { signal }),
  });
}
