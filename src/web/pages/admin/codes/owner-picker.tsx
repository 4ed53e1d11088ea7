import * as React from 'react';
import type { AdminUser } from '../../../../domain/user/schemas';
import { useAdminUsersQuery } from '../../../api/admin-users';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { fullName } from '../users/roles';

const MIN_SEARCH = 2;

/** Whose the new code is: the admin (nobody chosen) or a user found by name or e-mail. */
export function OwnerPicker({ owner, onChange, disabled }: { owner: AdminUser | null; onChange: (owner: AdminUser | null) => void; disabled?: boolean }) {
  const [search, setSearch] = React.useState('');
  const typed = search.trim();
  const found = useAdminUsersQuery({ search: typed, limit: 5, status: 'active' }, typed.length >= MIN_SEARCH);
  const matches = typed.length >= MIN_SEARCH ? (found.data?.users ?? []) : [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Owner</CardTitle>
        <CardDescription>The code is theirs, free of charge. Without an owner it is yours.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm" aria-live="polite">
          {owner ? (
            <>
              For <span className="font-semibold text-slate-900">{fullName(owner)}</span> ({owner.email})
            </>
          ) : (
            'For you'
          )}
          {owner && !disabled ? (
            <Button variant="link" size="sm" className="ml-2 h-auto p-0" onClick={() => onChange(null)}>
              Make it mine
            </Button>
          ) : null}
        </p>
        <Field id="owner-search" label="Find a user" hint="Name or e-mail, at least 2 characters">
          <Input
            id="owner-search"
            type="search"
            value={search}
            disabled={disabled}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        {matches.length > 0 ? (
          <ul aria-label="Users found" className="grid gap-1">
            {matches.map((user) => (
              <li key={user.id}>
                <Button
                  type="button"
                  variant={owner?.id === user.id ? 'secondary' : 'ghost'}
                  className="h-auto w-full justify-start px-2 py-1.5 text-left"
                  onClick={() => {
                    onChange(user);
                    setSearch('');
                  }}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{fullName(user)}</span>
                    <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        ) : typed.length >= MIN_SEARCH && found.data ? (
          <p className="text-sm text-muted-foreground">No active user matches.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
