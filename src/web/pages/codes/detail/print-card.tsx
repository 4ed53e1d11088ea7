import { FileDown } from 'lucide-react';
import { PRINT_FORMATS, PRINT_FORMAT_NAMES, printFileName } from '../../../../domain/print/print';
import { printUrl } from '../../../api/print';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/**
 * Print the code: an A5 plate for the wall or gate, a sheet of 24 stickers, a courier label. Plain
 * download links to the server's PDFs: no script, nothing added to the page's weight.
 */
export function PrintCard({ code }: { code: string }) {
  return (
    <Card role="region" aria-labelledby="print-card-title">
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle id="print-card-title" className="text-lg">
          Print it
        </CardTitle>
        <CardDescription>PDFs to print: the QR on the plate scans from 2 m away.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {PRINT_FORMATS.map((format) => (
          <Button key={format} asChild variant="outline" className="justify-start">
            <a href={printUrl(code, format)} download={printFileName(format, [code])}>
              <FileDown aria-hidden />
              {PRINT_FORMAT_NAMES[format]}
            </a>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
