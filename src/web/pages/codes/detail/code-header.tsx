import { Copy, Lock, MapPin, MessageCircle, MessageSquareText, Navigation, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { smsText, spellCode } from '../../../../domain/zarcode/read-aloud';
import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { copyWithToast } from '../../../components/share/clipboard';
import { pointOf, regionLine } from '../../../../domain/zarcode/code-place';
import { googleMapsDirectionsUrl, whatsAppUrl } from '../../../../domain/zarcode/share-links';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../paths';

export interface CodeHeaderProps {
  code: ZarcodeRecord;
  origin: string;
  canEdit: boolean;
}

/**
 * The top of a code page: the code (tap to copy), its title when the viewer may see it, the place,
 * the GPS coordinates, the code spelled for a phone call, and the bar a courier needs most: navigate
 * with Google Maps, share on WhatsApp, copy as one SMS.
 */
export function CodeHeader({ code, origin, canEdit }: CodeHeaderProps) {
  const point = pointOf(code);
  const handleCopyCode = () =>
    copyWithToast(code.zarcode, { title: 'Copied!', description: `${PRODUCT_NAME} copied to clipboard` });
  // The page's origin is PUBLIC_URL wherever the app is served as configured.
  const handleCopySms = () =>
    copyWithToast(smsText(code, origin), { title: 'Copied!', description: 'Paste it into a text message.' }, { title: 'Failed to copy' });

  return (
    <section aria-labelledby="code-heading" className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{PRODUCT_NAME}</p>
          <h1 id="code-heading" className="mt-1">
            <button
              type="button"
              onClick={handleCopyCode}
              title="Copy to clipboard"
              className="group -mx-1 inline-flex items-center gap-2 rounded-md px-1 font-mono text-3xl font-bold tracking-wider text-slate-900 hover:bg-accent sm:text-4xl"
            >
              {code.zarcode}
              <Copy className="size-5 text-muted-foreground group-hover:text-brand-700" aria-hidden />
            </button>
          </h1>
          {code.title ? (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-800 sm:text-xl">
              <span className="break-words">{code.title}</span>
              {code.privacy === 'private' ? (
                <Badge variant="secondary" className="gap-1" title="Only you and administrators see the title and description">
                  <Lock className="size-3" aria-hidden />
                  Private
                </Badge>
              ) : null}
            </p>
          ) : null}
        </div>
        {canEdit ? (
          <Button asChild variant="outline" size="sm" className="max-sm:size-9 max-sm:px-0">
            <Link to={paths.codeEdit(code.zarcode)} title="Edit">
              <Pencil aria-hidden />
              <span className="max-sm:sr-only">Edit</span>
            </Link>
          </Button>
        ) : null}
      </div>

      <dl className="mt-3 grid gap-1.5 text-sm text-slate-700">
        <div className="flex items-start gap-2">
          <dt className="sr-only">Place</dt>
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <dd>{regionLine(code)}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="shrink-0 font-medium text-slate-500">GPS</dt>
          <dd className="font-mono tabular-nums">{point.text}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="shrink-0 font-medium text-slate-500">
            Say<span className="sr-only"> it on a phone call</span>
          </dt>
          <dd>{spellCode(code.zarcode)}</dd>
        </div>
      </dl>

      <nav aria-label="Navigate and share" className="mt-4 grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 sm:flex">
        <Button asChild size="lg" className="sm:min-w-56">
          <a href={googleMapsDirectionsUrl(code)} target="_blank" rel="noopener noreferrer">
            <Navigation aria-hidden />
            Navigate with Google Maps
          </a>
        </Button>
        <Button asChild size="lg" className="bg-[#128c4b] hover:bg-[#0e7a40] sm:min-w-48">
          <a href={whatsAppUrl(origin, code)} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden />
            Send on WhatsApp
          </a>
        </Button>
        <Button variant="outline" size="lg" onClick={handleCopySms}>
          <MessageSquareText aria-hidden />
          Copy as SMS
        </Button>
      </nav>
    </section>
  );
}
