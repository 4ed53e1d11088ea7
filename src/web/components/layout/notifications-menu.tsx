import { Bell } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticeSummary, isShownNotice, noticeLinkOf, noticeTitle, useDismissNotice, useVisibleNotices } from '../change-requests/notices';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../ui/dropdown-menu';
import { badgeText } from './badge-text';

/**
 * The bell of the navigation bar: the change-request notices the dashboard shows (not dismissed, not
 * expired), their count on the bell, each with its link and Dismiss; "all caught up" when none.
 */
export function NotificationsMenu() {
  const { t } = useTranslation('app');
  const { notices, now } = useVisibleNotices();
  const { dismiss, isPending } = useDismissNotice();
  const [isOpen, setOpen] = React.useState(false);
  const count = badgeText(notices.length);
  return (
    <DropdownMenu open={isOpen} onOpenChange={setOpen}>
      {/* Named by what it shows, the count included ("Notifications 2"), as a voice user would say it. */}
      <DropdownMenuTrigger className="relative flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-muted hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-ring">
        <Bell className="size-5" aria-hidden />
        <span className="sr-only">{`${t('notifications')} `}</span>
        {count ? (
          <span className="absolute right-0.5 top-0.5 flex min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 py-0.5 text-[10px] font-bold leading-none text-white">
            {count}
          </span>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-[70dvh] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto">
        <DropdownMenuLabel className="font-semibold">{t('notifications')}</DropdownMenuLabel>
        {notices.length === 0 ? <p className="px-2 pb-2 text-sm text-muted-foreground">{t('allCaughtUp')}</p> : null}
        {notices.filter(isShownNotice).map((request, index) => {
          const link = noticeLinkOf(t, request);
          return (
            <div key={request.id} role="group" aria-label={`${noticeTitle(t, request.state)}: ${request.zarcode}`}>
              {index > 0 ? <DropdownMenuSeparator /> : null}
              <div className="flex gap-2 px-2 py-2">
                <NoticeSummary request={request} now={now} isCompact />
              </div>
              <div className="flex gap-1 pb-1 pl-6 pr-1">
                {link ? (
                  <DropdownMenuItem asChild className="font-medium text-brand-700">
                    <Link to={link.to}>{link.label}</Link>
                  </DropdownMenuItem>
                ) : null}
                {request.canDismiss ? (
                  <DropdownMenuItem
                    disabled={isPending}
                    // Dismissing keeps the menu open, so several notices can be cleared in turn.
                    onSelect={(event) => {
                      event.preventDefault();
                      dismiss(request.id);
                    }}
                  >
                    {t('dismiss')}
                  </DropdownMenuItem>
                ) : null}
              </div>
            </div>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
