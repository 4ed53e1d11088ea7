import * as endpoints from '../../domain/runs/endpoints';
import type { CreateRunInput, UpdateRunInput } from '../../domain/runs/schemas';
import { api } from './client';

/*
 * Delivery runs' calls. The runs page keeps its runs on the phone (lib/run-store.ts) and works from
 * there, with or without signal, so these are plain calls rather than cached queries: what the phone
 * holds is the page's data, and the server is told when it can be.
 */

/** The stops a list of codes names, and those it does not, with "Did you mean". */
export const resolveRunCodes = (codes: string[]) => api.call(endpoints.resolveRunCodesEndpoint, { body: { codes } });

/** A run kept in the signed-in courier's account. */
export const createRun = (body: CreateRunInput) => api.call(endpoints.createRunEndpoint, { body });

/** The signed-in courier's latest runs. */
export const listRuns = () => api.call(endpoints.listRunsEndpoint, {});

/** One of the courier's runs, with its stops' access details. */
export const getRun = (id: string) => api.call(endpoints.getRunEndpoint, { params: { id } });

/** Sends a run's changes made on the phone: by its id (the courier's account) or its courier's link. */
export function sendRunChanges(target: { id: string } | { token: string }, body: UpdateRunInput) {
  return 'token' in target
    ? api.call(endpoints.updateRunByLinkEndpoint, { params: { token: target.token }, body })
    : api.call(endpoints.updateRunEndpoint, { params: { id: target.id }, body });
}

export const deleteRun = (id: string) => api.call(endpoints.deleteRunEndpoint, { params: { id } });

/** A read-only link for a colleague, shown this once; the earlier one stops working. */
export const shareRun = (id: string) => api.call(endpoints.shareRunEndpoint, { params: { id } });

export const stopSharingRun = (id: string) => api.call(endpoints.stopSharingRunEndpoint, { params: { id } });

/** The run a link opens. */
export const getRunByLink = (token: string) => api.call(endpoints.getRunByLinkEndpoint, { params: { token } });
