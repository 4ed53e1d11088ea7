import { Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_TAGS, isLanguage } from '../../../domain/i18n/languages';
import { formatRand } from '../../../domain/pricing/pricing';
import { useSummerOfferQuery } from '../../api/offers';
import { Button } from '../../components/ui/button';
import { trackCtaClick } from '../../lib/analytics';
import { formatDate } from '../../lib/format';

/** The last moment of an offer ending at `validUntil` (exclusive), so that a day's end reads as that day. */
const lastDay = (validUntil: string, locale: string) => formatDate(new Date(Date.parse(validUntil) - 1).toISOString(), locale);

/**
 * The summer banner: shown only while SUMMER can be used (GET /api/offers/summer), with its real
 * discount and end date; nothing at all otherwise.
 */
export function SummerBanner({ claimPath }: { claimPath: string }) {
  const { t, i18n } = useTranslation('landing', { keyPrefix: 'banner' });
  const offer = useSummerOfferQuery().data;
  if (!offer?.active) return null;
  const discount = offer.percentOff !== null ? `${offer.percentOff}%` : formatRand(offer.amountOff ?? '0');
  return (
    <aside aria-label={t('label')} className="bg-gold-400 text-slate-900">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="flex items-start gap-2 text-sm font-medium sm:items-center sm:text-base">
          <Sun className="mt-0.5 size-5 shrink-0 sm:mt-0" aria-hidden />
          <span>
            {offer.validUntil
              ? t('messageUntil', { discount, until: lastDay(offer.validUntil, LANGUAGE_TAGS[isLanguage(i18n.language) ? i18n.language : 'en']) })
              : t('message', { discount })}{' '}
            <span className="rounded bg-white/70 px-1.5 py-0.5 font-mono font-bold">{offer.code}</span>
          </span>
        </p>
        <Button asChild size="sm" variant="default" className="bg-slate-900 hover:bg-slate-800">
          <Link to={claimPath} onClick={() => trackCtaClick('summer_banner')}>
            {t('claim')}
          </Link>
        </Button>
      </div>
    </aside>
  );
}
