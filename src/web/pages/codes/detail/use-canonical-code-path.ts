import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { zarcodeKeys } from '../../../api/zarcodes';
import { CODES_SEGMENT, paths } from '../../../paths';

/**
 * When a code typed with look-alikes (/1ct-7k0m) was found under its own spelling (1CT-7KQM), the
 * address bar is put right, so that a link copied from it names the code itself. The answer is
 * kept under the code's own key, so the page does not ask (and count a view) again.
 */
export function useCanonicalCodePath(typed: string, code: ZarcodeRecord | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  React.useEffect(() => {
    if (!code || code.zarcode === typed) return;
    queryClient.setQueryData(zarcodeKeys.detail(code.zarcode), code);
    const isLongForm = location.pathname.startsWith(`/${CODES_SEGMENT}/`);
    const pathname = isLongForm ? paths.code(code.zarcode) : paths.shortCode(code.zarcode);
    navigate({ pathname, search: location.search, hash: location.hash }, { replace: true });
  }, [code, typed, location.pathname, location.search, location.hash, navigate, queryClient]);
}
