import { Bell } from 'lucide-react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuTrigger } from '../ui/dropdown-menu';

/** The bell of the navigation bar. Its behaviour is not specified; for now it says there is nothing new. */
export function NotificationsMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Notifications"
        className="flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-muted hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Bell className="size-5" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-semibold">Notifications</DropdownMenuLabel>
        <p className="px-2 pb-2 text-sm text-muted-foreground">You're all caught up.</p>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
