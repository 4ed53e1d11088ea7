import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { formatRand } from '../../../../domain/pricing/pricing';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../paths';
import { useSignupPrice } from './use-signup-price';

/** What a signed-out visitor sees above a code: get your own, with the current price. */
export function SignupHeader() {
  const amount = useSignupPrice(true);
  return (
    <aside aria-label={`Get your own ${PRODUCT_NAME}`} className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-3 py-3 sm:flex-row sm:items-center sm:px-6 lg:px-8">
        <p className="flex items-start gap-2 text-sm sm:text-base">
          <MapPin className="mt-0.5 size-5 shrink-0 text-gold-300" aria-hidden />
          <span>
            Put your own place on the map: get a {PRODUCT_NAME} for{' '}
            <strong className="font-semibold text-gold-300">{formatRand(amount)}</strong> per code, once-off, VAT
            included.
          </span>
        </p>
        <Button asChild variant="gold" size="sm" className="shrink-0 sm:ml-auto">
          <Link to={paths.register()}>Create your {PRODUCT_NAME}</Link>
        </Button>
      </div>
    </aside>
  );
}
