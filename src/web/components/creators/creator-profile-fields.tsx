import { Lock } from 'lucide-react';
import { useWatch, type Control, type FieldPath, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DISPLAY_NAME_MAX_LENGTH, SOCIAL_LABELS, SOCIAL_NETWORKS } from '../../../domain/creators/creators';
import type { CreateCreatorProfileInput, CreatorProfile } from '../../../domain/creators/schemas';
import { PREFIX_LENGTH } from '../../../domain/zarcode/zarcode';
import { paths } from '../../paths';
import { EmailField, TextField, OptionalLabel } from '../form/text-fields';
import { SwitchField } from '../form/toggle-fields';
import { textValues } from '../form/text-values';

/** The fields of a creator profile, as the forms name them. */
type ProfileField = 'displayName' | 'useStandardPrefix' | 'uniquePrefix' | 'website' | 'email' | (typeof SOCIAL_NETWORKS)[number];

export interface CreatorProfileFieldsProps<T extends FieldValues, U> {
  control: Control<T, unknown, U>;
  /** Ids are `${idPrefix}-display-name` and so on, so two forms on a page never share one. */
  idPrefix: string;
  /** Only admins see the Use Standard Prefix switch. */
  showStandardPrefix: boolean;
  /** The prefix is set and only an admin may change it: shown, not editable, with the support link. */
  isPrefixLocked: boolean;
}

/** A profile's fields as a form holds them: text, blank where a field is not set. */
export function creatorFormValues(profile: Pick<CreatorProfile, ProfileField> | null): CreateCreatorProfileInput {
  return {
    ...textValues(profile, ['displayName', 'uniquePrefix', ...SOCIAL_NETWORKS, 'website', 'email']),
    useStandardPrefix: profile?.useStandardPrefix ?? false,
  };
}

/**
 * The creator profile's fields, for Creator Settings on /profile and
 * the admin's creator dialog: display name, the prefix (the unique one shows for non-admins or while
 * the switch is off; typed up to 3 characters, upper-cased), socials, website and public e-mail.
 */
export function CreatorProfileFields<T extends FieldValues, U>({
  control,
  idPrefix,
  showStandardPrefix,
  isPrefixLocked,
}: CreatorProfileFieldsProps<T, U>) {
  const { t } = useTranslation('creators');
  const name = (field: ProfileField) => field as FieldPath<T>;
  const usesStandardPrefix = useWatch({ control, name: name('useStandardPrefix') }) === true;
  const showUniquePrefix = !showStandardPrefix || !usesStandardPrefix;
  const id = (field: string) => `${idPrefix}-${field}`;

  return (
    <div className="grid gap-4">
      <TextField control={control} name={name('displayName')} id={id('display-name')} label={t('displayName')} maxLength={DISPLAY_NAME_MAX_LENGTH} autoComplete="organization" />
      {showStandardPrefix ? (
        <SwitchField
          control={control}
          name={name('useStandardPrefix') as FieldPathByValue<T, boolean | undefined>}
          id={id('standard-prefix')}
          label={t('useStandardPrefix')}
          hint={t('standardPrefixHint')}
        />
      ) : null}
      {showUniquePrefix ? (
        <TextField
          control={control}
          name={name('uniquePrefix')}
          id={id('prefix')}
          label={t('uniquePrefix')}
          normalize={(text) => text.toUpperCase()}
          maxLength={PREFIX_LENGTH}
          readOnly={isPrefixLocked}
          autoComplete="off"
          placeholder={t('prefixPlaceholder')}
          className={isPrefixLocked ? 'w-28 bg-muted font-mono uppercase' : 'w-28 font-mono uppercase'}
          hint={
            isPrefixLocked ? (
              <span className="inline-flex flex-wrap items-center gap-1">
                <Lock className="size-3" aria-hidden /> {t('prefixFixed')}
                <Link to={paths.support()} className="font-medium text-primary underline-offset-2 hover:underline">
                  {t('contactToChange')}
                </Link>
              </span>
            ) : showStandardPrefix ? (
              t('prefixHintAdmin')
            ) : (
              t('prefixHint')
            )
          }
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            control={control}
            name={name(network)}
            id={id(network)}
            label={<OptionalLabel text={SOCIAL_LABELS[network]} />}
            placeholder={t('handlePlaceholder')}
            autoComplete="off"
          />
        ))}
      </div>
      <TextField control={control} name={name('website')} id={id('website')} label={<OptionalLabel text={t('codePage:creatorWebsite')} />} type="url" inputMode="url" placeholder="https://example.co.za" autoComplete="url" />
      <EmailField control={control} name={name('email')} id={id('email')} label={<OptionalLabel text={t('publicEmail')} />} hint={t('publicEmailHint')} autoComplete="off" />
    </div>
  );
}
