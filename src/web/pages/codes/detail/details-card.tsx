import { Copy } from 'lucide-react';
import { PRODUCT_NAME } from '../../../../domain/brand';
import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { copyWithToast } from '../../../components/share/clipboard';
import { fullAddress, pointOf } from '../../../../domain/zarcode/code-place';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

interface Row {
  label: string;
  value: string;
  isMono?: boolean;
}

/**
 * Every detail of the code, each with its own copy button: title and description (when the viewer
 * may see them), the code, the full address, the coordinates and the Plus Code, which any map app
 * understands even when this site cannot be reached.
 */
export function DetailsCard({ code }: { code: ZarcodeRecord }) {
  const rows: Row[] = [
    ...(code.title ? [{ label: 'Title', value: code.title }] : []),
    ...(code.description ? [{ label: 'Description', value: code.description }] : []),
    { label: PRODUCT_NAME, value: code.zarcode, isMono: true },
    { label: 'Address', value: fullAddress(code) },
    { label: 'Coordinates', value: pointOf(code).text, isMono: true },
    { label: 'Plus Code', value: code.plusCode, isMono: true },
  ];

  return (
    <Card role="region" aria-labelledby="details-card-title">
      <CardHeader className="pb-2 sm:pb-3">
        <CardTitle id="details-card-title" className="text-lg">
          Details
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">
          {rows.map((row) => (
            <div key={row.label} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0 flex-1 sm:flex sm:gap-4">
                <dt className="text-sm font-medium text-muted-foreground sm:w-32 sm:shrink-0">{row.label}</dt>
                <dd
                  className={`mt-0.5 whitespace-pre-line break-words text-slate-900 sm:mt-0 ${row.isMono ? 'font-mono tabular-nums' : ''}`}
                >
                  {row.value}
                </dd>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="-my-2 size-9 shrink-0 text-muted-foreground"
                aria-label={`Copy ${row.label}`}
                title={`Copy ${row.label}`}
                onClick={() =>
                  copyWithToast(row.value, { title: 'Copied!', description: `${row.label} copied to clipboard` })
                }
              >
                <Copy aria-hidden />
              </Button>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
