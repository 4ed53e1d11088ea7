import * as React from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
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
                <Link to={links.open}>Open</Link>
                {links.edit ? <Link to={links.edit}>Edit</Link> : null}
              </p>
            </div>
          ),
        };
      }),
    [codes, linksOf],
  );
  return (
    <ClusterMap
      points={points}
      isLoading={isLoading}
      label={label}
      pluralName={PRODUCT_NAME_PLURAL}
      emptyTitle={`No ${PRODUCT_NAME_PLURAL} Found`}
      emptyHint={emptyHint}
      note={total > codes.length ? `Showing the newest ${codes.length} of ${total} ${PRODUCT_NAME_PLURAL}.` : undefined}
    />
  );
}
