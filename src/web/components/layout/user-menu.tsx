import { Code2, CreditCard, LifeBuoy, LogOut, MapPinned, Route, User as UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { User } from '../../../domain/auth/schemas';
import { logout } from '../../api/auth';
import { paths } from '../../paths';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../ui/dropdown-menu';

export function initialsOf(user: Pick<User, 'firstName' | 'lastName'>): string {
  const first = user.firstName.trim().charAt(0);
  const last = user.lastName.trim().charAt(0);
  return `${first}${last}`.toUpperCase() || '?';
}

/** The menu's pages: profile, payments and support, then location requests, delivery runs and the developer page. */
const MENU_LINKS = [
  { to: paths.profile, icon: UserIcon, label: 'app:profile' },
  { to: paths.payments, icon: CreditCard, label: 'app:payments' },
  { to: paths.requests, icon: MapPinned, label: 'app:locationRequests' },
  { to: paths.runs, icon: Route, label: 'runs:title' },
  { to: paths.developers, icon: Code2, label: 'app:developers' },
  { to: paths.support, icon: LifeBuoy, label: 'common:support' },
] as const;

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  async function handleLogout() {
    await logout();
    navigate(paths.login(), { replace: true });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-full py-1 pl-1 pr-1 text-sm font-medium text-slate-700 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring sm:pr-3">
        <span
          className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
          aria-hidden
        >
          {initialsOf(user)}
        </span>
        {/* not-sr-only sets white-space back to normal: the truncating box is the inner one. */}
        <span className="sr-only lg:not-sr-only">
          <span className="block max-w-40 truncate">{fullName}</span>
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold">{fullName}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {MENU_LINKS.map(({ to, icon: Icon, label }) => (
          <DropdownMenuItem key={label} asChild>
            <Link to={to()}>
              <Icon aria-hidden /> {t(label)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void handleLogout()}>
          <LogOut aria-hidden /> {t('logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
