import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/brand';
import { paths } from '../../paths';
import { Logo } from '../logo';

/** The footer's words, in one place. */
export const FOOTER_TEXT = {
  tagline:
    'Precision mapping for South African logistics: short location codes that get couriers, emergency services and visitors to the right door.',
  support: 'Support',
  contactSupport: 'Contact Support',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  audiences: `${PRODUCT_NAME} for`,
  township: 'Township businesses',
  farmers: 'Farmers',
  copyright: (year: number) => `© ${year} ${PRODUCT_NAME}. All rights reserved.`,
};

function FooterColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="text-slate-600 hover:text-primary hover:underline" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The footer (document 1, section 2): the tagline, the Support column (Terms of Service goes to
 * /terms-of-service), and the audience pages, so that people and search engines can reach them.
 */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="max-w-md sm:col-span-2 md:col-span-1">
          <Logo />
          <p className="mt-3 text-sm leading-relaxed text-slate-600">{FOOTER_TEXT.tagline}</p>
        </div>
        <FooterColumn
          title={FOOTER_TEXT.support}
          links={[
            { to: paths.support(), label: FOOTER_TEXT.contactSupport },
            { to: paths.privacyPolicy(), label: FOOTER_TEXT.privacyPolicy },
            { to: paths.termsOfService(), label: FOOTER_TEXT.termsOfService },
          ]}
        />
        <FooterColumn
          title={FOOTER_TEXT.audiences}
          links={[
            { to: paths.township(), label: FOOTER_TEXT.township },
            { to: paths.farmers(), label: FOOTER_TEXT.farmers },
          ]}
        />
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-600 sm:px-6 lg:px-8">{FOOTER_TEXT.copyright(year)}</p>
      </div>
    </footer>
  );
}
