import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { placeLine } from '../../../../domain/zarcode/code-place';

/** The info window over the code's pin: the code, its title when the viewer may see it, the place. */
export function MapPopup({ code }: { code: Pick<ZarcodeRecord, 'zarcode' | 'title' | 'suburb' | 'city' | 'province'> }) {
  return (
    <div className="grid gap-0.5">
      <strong className="font-mono text-base tracking-wide">{code.zarcode}</strong>
      {code.title ? <span className="font-medium leading-snug">{code.title}</span> : null}
      <span className="text-xs text-slate-600">{placeLine(code)}</span>
    </div>
  );
}
