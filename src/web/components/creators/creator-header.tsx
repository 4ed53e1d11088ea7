import { BadgeCheck } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicCreator } from '../../../domain/creators/schemas';
import { paths } from '../../paths';
import { CreatorLinks } from './creator-links';

/** The first letters of a creator's name, for the round badge beside it. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}

/**
 * A creator's band at the top of their pages (/{slug} and /{slug}/{code}): badge, name (a link to
 * their page when `linkName`), how many public codes, and their links.
 */
export function CreatorHeader({
  creator,
  headingLevel = 'h1',
  linkName = false,
  children,
}: {
  creator: PublicCreator;
  headingLevel?: 'h1' | 'p';
  linkName?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('codePage');
  const Heading = headingLevel;
  const name = linkName ? (
    <Link to={paths.creatorPublic(creator.slug)} className="hover:underline">
      {creator.displayName}
    </Link>
  ) : (
    creator.displayName
  );
  return (
    <section aria-label={t('creatorLabel', { name: creator.displayName })} className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:px-6 sm:py-8 lg:px-8">
        <span
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white sm:size-16"
        >
          {initialsOf(creator.displayName)}
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-brand-700">
            <BadgeCheck className="size-4" aria-hidden /> {t('creatorBadge')}
          </p>
          <Heading className="wrap-anywhere text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{name}</Heading>
          <p className="text-sm text-muted-foreground">
            {t('creatorCodeCount', { count: creator.codeCount })}
          </p>
          <CreatorLinks creator={creator} />
        </div>
        {children}
      </div>
    </section>
  );
}
