import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/brand';
import { paths } from '../../paths';
import { Logo } from '../logo';

export const FOOTER_TAGLINE =
  'Precision mapping for South African logistics: short location codes that get couriers, emergency services and visitors to the right door.';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr] lg:px-8">
        <div className="max-w-md">
          <Logo />
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{FOOTER_TAGLINE}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-slate-900">Support</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="text-muted-foreground hover:text-primary hover:underline" to={paths.support()}>
                Contact Support
              </Link>
            </li>
            <li>
              <Link className="text-muted-foreground hover:text-primary hover:underline" to={paths.privacyPolicy()}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className="text-muted-foreground hover:text-primary hover:underline" to={paths.termsOfService()}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground sm:px-6 lg:px-8">
          © {year} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
