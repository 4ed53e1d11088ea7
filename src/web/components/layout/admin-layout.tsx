import {
  ArrowLeft,
  CreditCard,
  FilePenLine,
  FileSpreadsheet,
  History,
  LayoutDashboard,
  Mail,
  MapPinned,
  MapPin,
  MessageSquare,
  Palette,
  Receipt,
  Settings,
  Smartphone,
  Tag,
  Ticket,
  Users,
  type LucideIcon,
} from 'lucide-react';
import * as React from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { isSuperAdminRole } from '../../../domain/auth/roles';
import { mayUseAdminArea } from '../../../domain/auth/second-factor';
import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { useUnreadMessageCountQuery } from '../../api/admin';
import { cn } from '../../lib/utils';
import { paths } from '../../paths';
import { useSession } from '../../session/use-session';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet';
import { badgeText } from './badge-text';
import { InEnglish } from './in-english';
import { PageOutlet } from './page-outlet';

interface AdminEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Exact match only (the dashboard at /a). */
  isExact?: boolean;
  superAdminOnly?: boolean;
  showsUnread?: boolean;
}

/**
 * The sidebar of the admin area, in the agreed order (docs/rules.md#screens); Channels follows Messages (both are
 * what people wrote to us), Maps content sits with the codes and creators it shows, and the Audit log (super
 * admins) closes the list.
 */
export const ADMIN_ENTRIES: AdminEntry[] = [
  { to: paths.admin.dashboard(), label: 'Dashboard', icon: LayoutDashboard, isExact: true },
  { to: paths.admin.users(), label: 'Users', icon: Users },
  { to: paths.admin.messages(), label: 'Messages', icon: MessageSquare, showsUnread: true },
  { to: paths.admin.channels(), label: 'Channels', icon: Smartphone },
  { to: paths.admin.changeRequests(), label: 'Change Requests', icon: FilePenLine },
  { to: paths.admin.codes(), label: PRODUCT_NAME_PLURAL, icon: MapPin },
  { to: paths.admin.creators(), label: 'Creators', icon: Palette },
  { to: paths.admin.mapsContent(), label: 'Maps content', icon: MapPinned },
  { to: paths.admin.payments(), label: 'Payments', icon: CreditCard },
  { to: paths.admin.expenses(), label: 'Expenses', icon: Receipt },
  { to: paths.admin.pricing(), label: 'Pricing', icon: Tag },
  { to: paths.admin.vouchers(), label: 'Vouchers', icon: Ticket },
  { to: paths.admin.settings(), label: 'Settings', icon: Settings, superAdminOnly: true },
  { to: paths.admin.csvExport(), label: 'CSV Export', icon: FileSpreadsheet },
  { to: paths.admin.email(), label: 'Email', icon: Mail, superAdminOnly: true },
  { to: paths.admin.audit(), label: 'Audit log', icon: History, superAdminOnly: true },
];

function isEntryActive(entry: AdminEntry, pathname: string): boolean {
  if (entry.isExact) return pathname === entry.to || pathname === `${entry.to}/`;
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}

/** The admin pages, then `footer` (by default a link back to the app). */
function AdminNav({ isSuperAdmin, unread, footer }: { isSuperAdmin: boolean; unread: number; footer?: React.ReactNode }) {
  const { pathname } = useLocation();
  const entries = ADMIN_ENTRIES.filter((entry) => !entry.superAdminOnly || isSuperAdmin);
  const unreadText = badgeText(unread);
  return (
    <nav aria-label="Admin" className="flex flex-1 flex-col">
      <ul className="grid gap-0.5">
        {entries.map((entry) => {
          const isActive = isEntryActive(entry, pathname);
          const Icon = entry.icon;
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-muted hover:text-slate-900',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                <span className="flex-1">{entry.label}</span>
                {entry.showsUnread && unreadText ? (
                  <span className="rounded-full bg-red-600 px-1.5 py-0.5 text-[11px] font-bold leading-none text-white">
                    <span aria-hidden>{unreadText}</span>
                    <span className="sr-only">{unread} unread</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 border-t border-border pt-4">
        {footer ?? (
          <Link
            to={paths.dashboard()}
            className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-muted hover:text-slate-900"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to App
          </Link>
        )}
      </div>
    </nav>
  );
}

/**
 * The admin pages as a drawer, for screens without the sidebar (below 1024 px). It is opened by the
 * header's one menu button, and ends with the app's own links (`appLinks`), which that button would
 * otherwise show. Its admin part is in English like the rest of the admin area; the app's links are
 * in the chosen language, as they are everywhere else.
 */
export function AdminMenu({ open, onOpenChange, appLinks }: { open: boolean; onOpenChange(open: boolean): void; appLinks: React.ReactNode }) {
  const { user } = useSession();
  const unread = useUnreadMessageCountQuery(true).data ?? 0;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent id={ADMIN_MENU_ID} className="p-4" closeLabel="Close admin menu">
        <SheetTitle className="mb-1 px-3 pt-1 text-base font-semibold">Admin area</SheetTitle>
        <SheetDescription className="sr-only">Admin pages, then the app&apos;s</SheetDescription>
        <div className="mt-3 flex flex-1 flex-col overflow-y-auto">
          <AdminNav isSuperAdmin={isSuperAdminRole(user?.role)} unread={unread} footer={appLinks} />
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** The drawer's id, which the button that opens it controls. */
export const ADMIN_MENU_ID = 'admin-menu';

/**
 * The admin area under /a, in English whatever the chosen language (a staff tool): a sidebar on wide
 * screens; on smaller ones the header's menu button opens the same pages as a drawer (AdminMenu).
 * For anyone who is not an admin it shows only the page, whose guard says Access Denied in the
 * chosen language. An admin who must still set up the second factor is sent to its page: every
 * admin call would be refused until then.
 */
export function AdminLayout() {
  const { user } = useSession();
  const mustEnrolTotp = user?.mustEnrolTotp ?? false;
  const isAdmin = user ? mayUseAdminArea(user) : false;
  const isSuperAdmin = isSuperAdminRole(user?.role);
  const unread = useUnreadMessageCountQuery(isAdmin).data ?? 0;

  if (mustEnrolTotp) return <Navigate to={paths.security()} replace />;
  if (!isAdmin) return <PageOutlet />;

  return (
    <InEnglish>
      <div className="mx-auto flex max-w-7xl lg:gap-8 lg:px-8">
        <aside className="hidden w-60 shrink-0 border-r border-border py-6 pr-4 lg:flex lg:flex-col">
          <p className="mb-3 px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">Admin area</p>
          <AdminNav isSuperAdmin={isSuperAdmin} unread={unread} />
        </aside>
        <div className="min-w-0 flex-1 px-0 sm:px-2 lg:px-0">
          <PageOutlet />
        </div>
      </div>
    </InEnglish>
  );
}
