import { Menu, X } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isAdminRole } from '../../../domain/auth/roles';
import { mayUseAdminArea } from '../../../domain/auth/second-factor';
import type { User } from '../../../domain/auth/schemas';
import { useUnreadMessageCountQuery } from '../../api/admin';
import { useUserStatsQuery } from '../../api/user';
import { browserStorage } from '../../session/storage';
import { cn } from '../../lib/utils';
import { paths } from '../../paths';
import { Logo } from '../logo';
import { ADMIN_MENU_ID, AdminMenu } from './admin-layout';
import { badgeText } from './badge-text';
import { LanguageSwitcher } from './language-switcher';
import { NotificationsMenu } from './notifications-menu';
import { UserMenu } from './user-menu';

interface NavItem {
  to: string;
  label: string;
  isActive: (pathname: string) => boolean;
  badge?: string | null;
  badgeLabel?: string;
}

const startsWithSegment = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * Whether the user has codes (and so a Creator link), as last read: the bar draws it at once from
 * this, instead of the link jumping in when the statistics arrive after the page has painted.
 */
const hasCodesKey = (userId: string) => `has_codes:${userId}`;
const storage = browserStorage();

function useHasCodes(userId: string): boolean {
  const stats = useUserStatsQuery(true);
  const known = stats.data ? stats.data.totalCodes > 0 : null;
  React.useEffect(() => {
    if (known !== null) storage.setItem(hasCodesKey(userId), known ? '1' : '0');
  }, [known, userId]);
  return known ?? storage.getItem(hasCodesKey(userId)) === '1';
}

function useNavItems(user: User): NavItem[] {
  const { t } = useTranslation('app');
  const isAdmin = isAdminRole(user.role);
  const hasCodes = useHasCodes(user.id);
  const unread = useUnreadMessageCountQuery(mayUseAdminArea(user));
  const items: NavItem[] = [
    { to: paths.dashboard(), label: t('common:dashboard'), isActive: (p) => p === paths.dashboard() },
    {
      to: paths.generator(),
      label: t('generate'),
      isActive: (p) => p === paths.generator(),
    },
  ];
  if (hasCodes) {
    items.push({
      to: paths.creatorDashboard(),
      label: t('creator'),
      isActive: (p) => p === paths.creatorDashboard(),
    });
  }
  if (isAdmin) {
    const count = unread.data ?? 0;
    items.push({
      to: paths.admin.dashboard(),
      label: t('admin'),
      // Counts as active on the admin area and on the old /admin paths.
      isActive: (p) => startsWithSegment(p, paths.admin.dashboard()) || startsWithSegment(p, '/admin'),
      badge: badgeText(count),
      badgeLabel: t('unreadMessages', { count }),
    });
  }
  return items;
}

function NavBadge({ text, label }: { text: string; label?: string }) {
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 py-0.5 text-[11px] font-bold leading-none text-white">
      <span aria-hidden>{text}</span>
      {label ? <span className="sr-only">{` (${label})`}</span> : null}
    </span>
  );
}

/** How a navigation link looks in the bar, the phone menu and the admin drawer. */
const NAV_LINK_STYLES = {
  bar: { base: 'inline-flex items-center rounded-md px-3 py-2 text-sm font-medium transition-colors', active: 'bg-brand-50 text-brand-800', idle: 'text-slate-600 hover:bg-muted hover:text-slate-900' },
  menu: { base: 'flex items-center rounded-md px-3 py-2.5 text-base font-medium', active: 'bg-brand-50 text-brand-800', idle: 'text-slate-700 hover:bg-muted' },
  drawer: { base: 'flex items-center rounded-md px-3 py-2 text-sm font-medium', active: 'bg-brand-50 text-brand-800', idle: 'text-slate-600 hover:bg-muted hover:text-slate-900' },
} as const;

/** One navigation item, in the bar (wide screens), the phone menu or the admin drawer. */
function NavItemLink({ item, isActive, variant }: { item: NavItem; isActive: boolean; variant: keyof typeof NAV_LINK_STYLES }) {
  const styles = NAV_LINK_STYLES[variant];
  return (
    <Link
      to={item.to}
      aria-current={isActive ? 'page' : undefined}
      className={cn(styles.base, isActive ? styles.active : styles.idle)}
    >
      {item.label}
      {item.badge ? <NavBadge text={item.badge} label={item.badgeLabel} /> : null}
    </Link>
  );
}

/**
 * The signed-in header. Its one menu button opens the app's links on phones; in the admin area it
 * opens the admin drawer instead (which ends with the app's links) until the sidebar shows.
 */
export function Navbar({ user }: { user: User }) {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const items = useNavItems(user);
  const [openFor, setOpenFor] = React.useState<string | null>(null);
  // The mobile menu belongs to the page it was opened on: navigating closes it.
  const isMenuOpen = openFor === pathname;
  const isAdminArea = mayUseAdminArea(user) && startsWithSegment(pathname, paths.admin.dashboard());
  const appLinks = (
    <ul className="grid gap-0.5">
      {items
        .filter((item) => item.to !== paths.admin.dashboard())
        .map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} isActive={item.isActive(pathname)} variant="drawer" />
          </li>
        ))}
      {/* As in the phone menu: the bar has no room for the language below md. */}
      <li className="mt-1 border-t border-border pt-2 md:hidden">
        <LanguageSwitcher className="w-full justify-start px-3" />
      </li>
    </ul>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <nav aria-label={t('mainNavigation')} className="mx-auto max-w-7xl px-3 sm:px-6 lg:px-8">
        <div className="flex h-16 items-center gap-2">
          <Logo to={paths.home()} className="mr-2 md:mr-6" />
          <ul className="hidden items-center gap-1 md:flex">
            {items.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} isActive={item.isActive(pathname)} variant="bar" />
              </li>
            ))}
          </ul>
          <div className="ml-auto flex items-center gap-1">
            <LanguageSwitcher className="max-md:hidden" />
            <NotificationsMenu />
            <UserMenu user={user} />
            {isAdminArea ? (
              <button
                type="button"
                className="flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-muted lg:hidden"
                aria-label={t('openAdminMenu')}
                aria-haspopup="dialog"
                aria-expanded={isMenuOpen}
                aria-controls={isMenuOpen ? ADMIN_MENU_ID : undefined}
                onClick={() => setOpenFor(pathname)}
              >
                <Menu className="size-5" aria-hidden />
              </button>
            ) : (
              <button
                type="button"
                className="flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-muted md:hidden"
                aria-label={isMenuOpen ? t('common:closeMenu') : t('common:openMenu')}
                aria-expanded={isMenuOpen}
                aria-controls="mobile-nav"
                onClick={() => setOpenFor(isMenuOpen ? null : pathname)}
              >
                {isMenuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
              </button>
            )}
          </div>
        </div>
        {isAdminArea ? (
          <AdminMenu open={isMenuOpen} onOpenChange={(open) => setOpenFor(open ? pathname : null)} appLinks={appLinks} />
        ) : isMenuOpen ? (
          <ul id="mobile-nav" className="grid gap-1 border-t border-border py-3 md:hidden">
            {items.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} isActive={item.isActive(pathname)} variant="menu" />
              </li>
            ))}
            {/* On a phone the language is chosen here: the bar keeps its room for the bell and the user menu. */}
            <li className="mt-1 border-t border-border pt-2">
              <LanguageSwitcher className="w-full justify-start px-3" />
            </li>
          </ul>
        ) : null}
      </nav>
    </header>
  );
}
