import { Code2, Link2, MessageCircle, MoreHorizontal, Navigation, Navigation2, Share2 } from 'lucide-react';
import * as React from 'react';
import { PRODUCT_NAME } from '../../../domain/brand';
import type { ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { toast } from '../ui/use-toast';
import { copyWithToast } from './clipboard';
import { codePageUrl, embedSnippet, googleMapsDirectionsUrl, shareText, wazeUrl, whatsAppUrl } from '../../../domain/zarcode/share-links';

type SharedCode = Pick<
  ZarcodeRecord,
  'zarcode' | 'title' | 'privacy' | 'latitude' | 'longitude' | 'suburb' | 'city' | 'province'
>;

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The Share panel of a code page (document 2, section 2): WhatsApp, Copy Link and Maps, and under
 * More: Waze, the device's own share sheet where the browser has one, and Copy Embed Code. "More"
 * opens in place rather than as a menu, so that on a phone every choice is a large tap target.
 */
export function SharePanel({ code, origin }: { code: SharedCode; origin: string }) {
  const [isMoreOpen, setIsMoreOpen] = React.useState(false);
  const moreId = React.useId();
  const pageUrl = codePageUrl(origin, code.zarcode);

  const handleCopyLink = () => copyWithToast(pageUrl, { title: 'Link copied!', description: pageUrl });
  const handleCopyEmbed = () =>
    copyWithToast(embedSnippet(origin, code.zarcode), {
      title: 'Copied!',
      description: 'Embed code copied to clipboard. Paste it into your website.',
    });
  const handleDeviceShare = async () => {
    try {
      await navigator.share({ title: `${PRODUCT_NAME} ${code.zarcode}`, text: shareText(code), url: pageUrl });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return; // closed by the user
      toast({ title: 'Share failed', description: 'Use WhatsApp or Copy Link instead.', variant: 'destructive' });
    }
  };

  return (
    <Card role="region" aria-labelledby="share-panel-title">
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle id="share-panel-title" className="text-lg">
          Share
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="grid grid-cols-3 gap-2">
          <Button asChild variant="outline" className="h-auto flex-col gap-1 py-3">
            <a href={whatsAppUrl(origin, code)} {...external}>
              <MessageCircle className="text-[#128c4b]" aria-hidden />
              WhatsApp
            </a>
          </Button>
          <Button variant="outline" className="h-auto flex-col gap-1 py-3" onClick={handleCopyLink}>
            <Link2 aria-hidden />
            Copy Link
          </Button>
          <Button asChild variant="outline" className="h-auto flex-col gap-1 py-3">
            <a href={googleMapsDirectionsUrl(code)} {...external}>
              <Navigation className="text-blue-600" aria-hidden />
              Maps
            </a>
          </Button>
        </div>
        <Button
          variant="ghost"
          className="w-full"
          aria-expanded={isMoreOpen}
          aria-controls={moreId}
          onClick={() => setIsMoreOpen((open) => !open)}
        >
          <MoreHorizontal aria-hidden />
          More
        </Button>
        <div id={moreId} hidden={!isMoreOpen} className="grid gap-2">
          <Button asChild variant="outline" className="justify-start">
            <a href={wazeUrl(code)} {...external}>
              <Navigation2 className="text-sky-500" aria-hidden />
              Waze
            </a>
          </Button>
          {canShareNatively() ? (
            <Button variant="outline" className="justify-start" onClick={handleDeviceShare}>
              <Share2 aria-hidden />
              Share via…
            </Button>
          ) : null}
          <Button variant="outline" className="justify-start" onClick={handleCopyEmbed}>
            <Code2 aria-hidden />
            Copy Embed Code
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
