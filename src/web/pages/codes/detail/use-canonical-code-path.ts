import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { zarcodeKeys } from '../../../api/zarcodes';
import { CODES_SEGMENT, paths } from '../../../paths';

/**
 * When a code typed with look-alikes (/1ct-7k0m) was found under its own spelling (1CT-7KQM), the
 * address bar is put right, so that a link copied from it names the code itself. On a creator's code
 * page (`creatorSlug` given: /{slug}/{code}) the canonical address is the code's creator page, or
 * /zarcodes/{code} when it has none (no longer a creator code, or the creator's page is not public).
 * The answer is kept under the code's own key, so the page does not ask (and count a view) again.
 */
export function useCanonicalCodePath(typed: string, code: ZarcodeRecord | undefined, creatorSlug?: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  React.useEffect(() => {
    if (!code) return;
    let pathname: string;
    if (creatorSlug !== undefined) {
      pathname = code.creatorSlug ? paths.creatorCode(code.creatorSlug, code.zarcode) : paths.code(code.zarcode);
      if (pathname === location.pathname) return;
    } else {
      if (code.zarcode === typed) return;
      const isLongForm = location.pathname.startsWith(`/${CODES_SEGMENT}/`);
      pathname = isLongForm ? paths.code(code.zarcode) : paths.shortCode(code.zarcode);
    }
    queryClient.setQueryData(zarcodeKeys.detail(code.zarcode), code);
    navigate({ pathname, search: location.search, hash: location.hash }, { replace: true });
  }, [code, typed, creatorSlug, location.pathname, location.search, location.hash, navigate, queryClient]);
}
