import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROLES } from '../../../domain/auth/roles';
import { USER_STATUSES, type AdminUsersInput } from '../../../domain/user/schemas';
import { useAdminUsersQuery } from '../../api/admin-users';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TableCell, TableRow } from '../../components/ui/table';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { AdminPage, FetchError } from './parts/admin-page';
import { FilterSelect, optionsOf, SearchFilter } from './parts/filters';
import { AdminTable, useListFilters } from './parts/list-parts';
import { ROLE_LABELS, fullName } from './users/roles';
import { StatusBadge, useToggleUser } from './users/toggle-user';
import { CreateUserDialog } from './users/user-form-dialog';

const STATUS_LABELS = { active: 'Active', disabled: 'Disabled' } as const;
const NO_FILTERS = { page: 1, search: '', role: '', status: '' };

/** /a/users: every account, by search, role and status; new users; enable and disable. */
export function AdminUsersPage() {
  usePageTitle('Users');
  const { filters, filterField, setPage } = useListFilters(NO_FILTERS);
  const [isCreating, setCreating] = useState(false);
  const query: AdminUsersInput = { page: filters.page, search: filters.search, role: filters.role || undefined, status: filters.status || undefined } as AdminUsersInput;
  const users = useAdminUsersQuery(query);
  const toggle = useToggleUser();
  const data = users.data;
  const isFiltered = Boolean(filters.search || filters.role || filters.status);

  return (
    <AdminPage
      title="Users"
      description="Accounts, their roles and whether they may sign in."
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          New user
        </Button>
      }
    >
      <Card className="grid gap-3 p-4 sm:grid-cols-3">
        <SearchFilter id="users-search" placeholder="Name, e-mail or phone" {...filterField('search')} />
        <FilterSelect id="users-role" label="Role" allLabel="All roles" options={optionsOf(ROLES, ROLE_LABELS)} {...filterField('role')} />
        <FilterSelect id="users-status" label="Status" allLabel="All statuses" options={optionsOf(USER_STATUSES, STATUS_LABELS)} {...filterField('status')} />
      </Card>

      {users.isError ? <FetchError title="Failed to fetch users" error={users.error} /> : null}

      <AdminTable
        label="Users"
        items={data?.users}
        pagination={data?.pagination}
        onPageChange={setPage}
        columns={[
          { title: 'Name' },
          { title: 'Role', className: 'hidden md:table-cell' },
          { title: 'Status', className: 'hidden sm:table-cell' },
          { title: 'Codes', className: 'hidden text-right sm:table-cell' },
          { title: 'Joined', className: 'hidden lg:table-cell' },
          { title: 'Actions', className: 'text-right' },
        ]}
        empty={{ title: 'No users found', hint: isFiltered ? 'Try adjusting your search filters.' : 'Nobody has an account yet.' }}
        row={(user) => (
          <TableRow key={user.id}>
            <TableCell className="max-w-44 sm:max-w-none">
              <Link to={paths.admin.user(user.id)} className="block truncate font-medium text-slate-900 hover:underline">
                {fullName(user)}
              </Link>
              <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
              <span className="mt-1 flex items-center gap-2 md:hidden">
                <span className="text-xs text-muted-foreground">{ROLE_LABELS[user.role]}</span>
                <span className="sm:hidden">
                  <StatusBadge user={user} />
                </span>
              </span>
            </TableCell>
            <TableCell className="hidden md:table-cell">{ROLE_LABELS[user.role]}</TableCell>
            <TableCell className="hidden sm:table-cell">
              <StatusBadge user={user} />
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">{user.zarcodeCount}</TableCell>
            <TableCell className="hidden whitespace-nowrap text-xs lg:table-cell">{formatDate(user.createdAt)}</TableCell>
            <TableCell className="text-right">
              {user.access.canToggle ? (
                <Button
                  size="sm"
                  variant="ghost"
                  tone={user.isActive ? 'danger' : undefined}
                  disabled={toggle.isPending}
                  onClick={() => toggle.request(user)}
                  aria-label={`${user.isActive ? 'Disable' : 'Enable'} ${user.email}`}
                >
                  {user.isActive ? 'Disable' : 'Enable'}
                </Button>
              ) : null}
            </TableCell>
          </TableRow>
        )}
      />
      <CreateUserDialog open={isCreating} roles={data?.grantableRoles ?? ['user']} onClose={() => setCreating(false)} />
      {toggle.dialog}
    </AdminPage>
  );
}
