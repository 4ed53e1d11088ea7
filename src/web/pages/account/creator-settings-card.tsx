import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createCreatorProfileBodySchema, type CreateCreatorProfileBody, type CreateCreatorProfileInput, type CreatorProfile, type UpdateCreatorProfileInput } from '../../../domain/creators/schemas';
import { serverMessageOr } from '../../api/client';
import { useCreateMyCreatorProfileMutation, useMyCreatorProfileQuery, useUpdateMyCreatorProfileMutation } from '../../api/creators';
import { CreatorFacts } from '../../components/creators/creator-facts';
import { CreatorLinks } from '../../components/creators/creator-links';
import { CreatorProfileFields, creatorFormValues } from '../../components/creators/creator-profile-fields';
import { SubmitButton } from '../../components/form/submit-button';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { localMessage } from '../../lib/i18n';
import { paths } from '../../paths';

/** The words for the outcome of each save (docs/rules.md#messages, Profile), in the creators catalogue. */
const OUTCOMES = {
  create: { success: 'profileCreated', failure: 'profileCreateFailed', fallback: 'profileCreateFailedText' },
  update: { success: 'profileUpdated', failure: 'profileUpdateFailed', fallback: 'profileUpdateFailedText' },
} as const;

/**
 * What the form sends: never the fields the caller may not change, since the server answers those
 * with 403, which would end the web session. Non-admins never send useStandardPrefix; a locked
 * prefix is not sent at all.
 */
function payloadOf(values: CreateCreatorProfileBody, profile: CreatorProfile | null, isAdmin: boolean): UpdateCreatorProfileInput {
  const { useStandardPrefix, uniquePrefix, ...rest } = values;
  const mayChangePrefix = profile ? profile.canChangePrefix : isAdmin;
  return {
    ...rest,
    ...(isAdmin ? { useStandardPrefix: useStandardPrefix ?? false } : {}),
    ...(mayChangePrefix ? { uniquePrefix: uniquePrefix ?? null } : {}),
  };
}

/**
 * Creator Settings on /profile, shown to creators and admins:
 * a create prompt when there is no profile (admins only make one), else the profile read-only with
 * Edit and its status, and the form, which closes on save or Cancel.
 */
export function CreatorSettingsCard() {
  const { t } = useTranslation('creators');
  const me = useMyCreatorProfileQuery();
  const [isEditing, setEditing] = React.useState(false);
  if (me.isPending) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('settingsTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Skeleton className="h-24" />
        </CardContent>
      </Card>
    );
  }
  const profile = me.data?.profile ?? null;
  const canCreate = me.data?.canCreate ?? false;
  if (!profile && !canCreate) return null;
  const isAdmin = profile ? profile.canManage : canCreate;

  return (
    <Card role="region" aria-labelledby="creator-settings-title">
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle id="creator-settings-title">{t('settingsTitle')}</CardTitle>
          <CardDescription>{t('settingsIntro')}</CardDescription>
        </div>
        {profile && !isEditing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            {t('changeRequests:edit')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {isEditing ? (
          <CreatorProfileForm profile={profile} isAdmin={isAdmin} onDone={() => setEditing(false)} />
        ) : profile ? (
          <CreatorProfileView profile={profile} isAdmin={isAdmin} />
        ) : (
          <div className="grid gap-3 rounded-lg border border-dashed border-brand-300 bg-brand-50/50 p-4">
            <p className="text-sm text-slate-700">
              {t('noProfile')}
            </p>
            <Button className="justify-self-start" onClick={() => setEditing(true)}>
              <Plus aria-hidden />
              {t('createProfile')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function CreatorProfileView({ profile, isAdmin }: { profile: CreatorProfile; isAdmin: boolean }) {
  const { t } = useTranslation('creators');
  return (
    <div className="grid gap-4">
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t('displayName')}</dt>
          <dd className="wrap-anywhere font-medium text-slate-900">{profile.displayName}</dd>
        </div>
        <CreatorFacts creator={profile} />
        {isAdmin ? (
          <div>
            <dt className="text-muted-foreground">{t('useStandardPrefix')}</dt>
            <dd className="font-medium text-slate-900">{profile.useStandardPrefix ? t('on') : t('off')}</dd>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <dt className="text-muted-foreground">{t('publicPage')}</dt>
          <dd>
            <Link to={paths.creatorPublic(profile.slug)} className="font-medium text-primary underline-offset-2 hover:underline">
              {`${window.location.host}${paths.creatorPublic(profile.slug)}`}
            </Link>
          </dd>
        </div>
      </dl>
      <CreatorLinks creator={profile} />
      {!profile.useStandardPrefix && profile.uniquePrefix === null ? (
        <p className="flex items-center gap-2 text-sm text-amber-900">
          <TriangleAlert className="size-4 shrink-0" aria-hidden />
          {t('choosePrefix')}
        </p>
      ) : null}
    </div>
  );
}

function CreatorProfileForm({ profile, isAdmin, onDone }: { profile: CreatorProfile | null; isAdmin: boolean; onDone(): void }) {
  const { t } = useTranslation('creators');
  const create = useCreateMyCreatorProfileMutation();
  const update = useUpdateMyCreatorProfileMutation();
  const { control, handleSubmit } = useForm<CreateCreatorProfileInput, unknown, CreateCreatorProfileBody>({
    resolver: zodResolver(createCreatorProfileBodySchema),
    defaultValues: creatorFormValues(profile),
  });
  const outcome = profile ? OUTCOMES.update : OUTCOMES.create;
  const isPending = create.isPending || update.isPending;

  const onSubmit = handleSubmit((values) => {
    const handlers = {
      onSuccess: () => {
        toast({ title: t(outcome.success), variant: 'success' });
        onDone();
      },
      onError: (error: Error) =>
        toast({
          title: t(outcome.failure),
          description: localMessage(serverMessageOr(error, t(outcome.fallback))),
          variant: 'destructive',
        }),
    };
    const payload = payloadOf(values, profile, isAdmin);
    if (profile) update.mutate(payload, handlers);
    else create.mutate({ ...payload, displayName: values.displayName }, handlers);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t('profileLabel')}>
      <CreatorProfileFields
        control={control}
        idPrefix="creator"
        showStandardPrefix={isAdmin}
        isPrefixLocked={profile !== null && !profile.canChangePrefix}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={isPending}>
          {t('common:cancel')}
        </Button>
        <SubmitButton isPending={isPending}>{isPending ? t('codeForm:saving') : profile ? t('account:saveChanges') : t('createProfile')}</SubmitButton>
      </div>
      <p className="text-xs text-muted-foreground">{t('renameNote')}</p>
    </form>
  );
}
