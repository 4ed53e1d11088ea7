import type { TFunction } from 'i18next';
import { AtSign, Globe, Mail, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LABELS, SOCIAL_NETWORKS, socialLink, socialText, type SocialNetwork } from '../../../domain/creators/creators';
import { cn } from '../../lib/utils';

type CreatorContacts = Record<SocialNetwork | 'website' | 'email', string | null>;

interface ContactLink {
  key: string;
  href: string;
  label: string;
  text: string;
  icon: LucideIcon;
}

/** A creator's socials, website and public e-mail as links; only those given, only safe ones. */
export function contactLinksOf(creator: CreatorContacts, t: TFunction): ContactLink[] {
  const links: ContactLink[] = [];
  for (const network of SOCIAL_NETWORKS) {
    const value = creator[network];
    const href = socialLink(network, value);
    if (href && value) links.push({ key: network, href, label: SOCIAL_LABELS[network], text: socialText(value), icon: AtSign });
  }
  if (creator.website) {
    links.push({ key: 'website', href: creator.website, label: t('codePage:creatorWebsite'), text: socialText(creator.website), icon: Globe });
  }
  if (creator.email) links.push({ key: 'email', href: `mailto:${creator.email}`, label: t('codePage:creatorEmail'), text: creator.email, icon: Mail });
  return links;
}

/** The creator's links as small pills that wrap; each names its network for screen readers and the eye. */
export function CreatorLinks({ creator, className }: { creator: CreatorContacts; className?: string }) {
  const { t } = useTranslation();
  const links = contactLinksOf(creator, t);
  if (links.length === 0) return null;
  return (
    // min-w-0: in a grid, a long link would otherwise widen the column to its full length.
    <ul className={cn('flex min-w-0 flex-wrap gap-2', className)} aria-label={t('codePage:creatorLinks')}>
      {links.map(({ key, href, label, text, icon: Icon }) => (
        <li key={key} className="min-w-0 max-w-full">
          <a
            href={href}
            target={key === 'email' ? undefined : '_blank'}
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-border bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-300 hover:text-brand-800"
          >
            <Icon className="size-3.5 shrink-0" aria-hidden />
            <span className="shrink-0 font-medium">{label}</span>
            <span className="min-w-0 truncate text-muted-foreground">{text}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
