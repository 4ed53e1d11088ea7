import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { cityAndProvince } from '../../lib/format';
import { ClusterMap } from './cluster-map';
import type { MapPoint } from './map-clusters';

/** Where a code's popup leads: its page, and its edit page for those who may edit it. */
export interface CodeLinks {
  open: string;
  edit?: string;
}

export interface CodesMapProps {
  codes: ZarcodeRecord[];
  /** How many there are in all: when more than shown, a line under the map says so. */
  total: number;
  isLoading: boolean;
  label: string;
  emptyHint: string;
  linksOf(code: ZarcodeRecord): CodeLinks;
}

/** Codes on a cluster map, each with a popup naming it and linking to it. */
export function CodesMap({ codes, total, isLoading, label, emptyHint, linksOf }: CodesMapProps) {
  const { t } = useTranslation('app');
  const points = React.useMemo<MapPoint[]>(
    () =>
      codes.map((code) => {
        const links = linksOf(code);
        return {
          id: code.id,
          latitude: Number(code.latitude),
          longitude: Number(code.longitude),
          label: code.zarcode,
          popup: (
            <div className="min-w-40 space-y-1">
              <p className="font-mono text-sm font-semibold text-brand-800">{code.zarcode}</p>
              <p className="text-sm font-medium text-slate-900">{code.title ?? code.zarcode}</p>
              <p className="text-xs text-slate-600">{cityAndProvince(code)}</p>
              <p className="flex gap-3 pt-1 text-sm">
                <Link to={links.open}>{t('open')}</Link>
                {links.edit ? <Link to={links.edit}>{t('changeRequests:edit')}</Link> : null}
              </p>
            </div>
          ),
        };
      }),
    [codes, linksOf, t],
  );
  return (
    <ClusterMap
      points={points}
      isLoading={isLoading}
      label={label}
      clusterName={(count) => t('codeCount', { count })}
      emptyTitle={t('noCodesFound')}
      emptyHint={emptyHint}
      note={total > codes.length ? t('newestShown', { shown: codes.length, total }) : undefined}
    />
  );
}
