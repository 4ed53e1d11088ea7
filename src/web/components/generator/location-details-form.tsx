import { Lock, RotateCw, TriangleAlert } from 'lucide-react';
import type * as React from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROVINCES } from '../../../domain/geo/provinces';
import { PrivacyField } from '../form/privacy-field';
import { SubmitButton } from '../form/submit-button';
import { SelectField, TextAreaField, TextField, OptionalLabel } from '../form/text-fields';
import { CheckboxField } from '../form/toggle-fields';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { inlineError, type LockableField } from './form-values';
import { PrefixPreview } from './prefix-preview';
import { TermsDialog } from './terms-dialog';
import type { CodeForm } from './use-code-form';

export interface SubmitState {
  label: React.ReactNode;
  isDisabled: boolean;
  isPending: boolean;
  /** Under the button: why it is disabled, or what pressing it does. */
  hint?: React.ReactNode;
}

export interface LocationDetailsFormProps {
  /** The form's state and its map point (useCodeForm). */
  code: CodeForm;
  submit: SubmitState;
  /** True once the code exists: nothing more to change. */
  isDone: boolean;
  /** Where the image panel goes (the photos feature supplies it). */
  imagePanel?: React.ReactNode;
  /** A creator's own prefix: the preview shows it instead of the standard one. */
  fixedPrefix?: string | null;
  /**
   * The terms checkbox and dialog; false when the person filling the form is not the one who accepts
   * them (an admin making a code for a user), and termsConfirmed is set by the page.
   */
  showTerms?: boolean;
  /** Under the card's title; says whose code it is. */
  intro?: React.ReactNode;
}

const lockedClass = 'bg-muted text-slate-700 focus-visible:outline-none cursor-default';

/** The coordinate fields, their labels and placeholders being the codeForm texts `<name>` and `<name>Placeholder`. */
const COORDINATE_FIELDS = [
  { name: 'latitude', limit: 90, placeholder: '-33.924900' },
  { name: 'longitude', limit: 180, placeholder: '18.424100' },
] as const;

const ADDRESS_LINES = [
  { name: 'addressLine1', id: 'address-line-1', autoComplete: 'address-line1' },
  { name: 'addressLine2', id: 'address-line-2', autoComplete: 'address-line2' },
] as const;

function LockedHint() {
  const { t } = useTranslation('codeForm');
  return (
    <span className="inline-flex items-center gap-1">
      <Lock className="size-3" aria-hidden /> {t('filledFromMap')}
    </span>
  );
}

/**
 * The Location Details form: title, description, coordinates, address,
 * privacy, the live prefix preview, the image slot, the terms and the submit button. Suburb, city
 * and province are read-only once the map's reverse lookup filled them.
 */
export function LocationDetailsForm({
  code,
  submit,
  isDone,
  imagePanel,
  fixedPrefix,
  showTerms = true,
  intro,
}: LocationDetailsFormProps) {
  const { t } = useTranslation('codeForm');
  const { form, locked, lookup } = code;
  const { register, control, setValue } = form;
  const [city, province, termsConfirmed] = useWatch({ control, name: ['city', 'province', 'termsConfirmed'] });
  // The create rules' toast-only messages mark their fields without repeating under them.
  const field = { control, errorText: inlineError };
  const isLocked = (name: LockableField) => locked.has(name);
  /** A field the map's lookup fills: read-only and hinted once filled. */
  const lockable = (name: LockableField) =>
    isLocked(name)
      ? { hint: <LockedHint />, readOnly: true, className: lockedClass }
      : { hint: undefined, readOnly: undefined, className: undefined };
  const lookupNote =
    lookup.status === 'loading' ? (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner /> {t('lookingUp')}
      </p>
    ) : lookup.status === 'failed' ? (
      <div className="flex flex-wrap items-center gap-2 text-sm text-amber-900" role="alert">
        <TriangleAlert className="size-4" aria-hidden />
        <span>{t('lookupFailed')}</span>
        <Button type="button" variant="outline" size="sm" onClick={() => code.point && code.placePoint(code.point)}>
          <RotateCw aria-hidden /> {t('offline:tryAgain')}
        </Button>
      </div>
    ) : lookup.status === 'found' && lookup.attributions.length > 0 ? (
      <p className="text-xs text-muted-foreground">{t('placeFrom', { sources: lookup.attributions.join(', ') })}</p>
    ) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detailsTitle')}</CardTitle>
        <CardDescription>{intro ?? t('detailsIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={code.handleSubmit} noValidate aria-label={t('detailsLabel')}>
          <fieldset disabled={isDone} className="grid gap-5">
            <TextField
              {...field}
              name="title"
              id="zarcode-title"
              label={t('title')}
              aria-required
              placeholder={t('titlePlaceholder')}
              autoComplete="off"
            />
            <TextAreaField
              {...field}
              name="description"
              id="zarcode-description"
              label={<OptionalLabel text={t('description')} />}
              hint={t('descriptionHint')}
              hideHintOnError
              rows={3}
              className="min-h-20"
            />

            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-semibold text-slate-900">{t('coordinates')}</legend>
              <div className="grid grid-cols-2 gap-3">
                {COORDINATE_FIELDS.map(({ name, limit, placeholder }) => (
                  <TextField
                    key={name}
                    {...field}
                    name={name}
                    id={`zarcode-${name}`}
                    label={t(name)}
                    rules={{ onBlur: code.handleCoordinatesBlur }}
                    aria-required
                    type="number"
                    step="0.000001"
                    min={-limit}
                    max={limit}
                    placeholder={placeholder}
                  />
                ))}
              </div>
              <p className="text-xs text-muted-foreground">{t('coordinatesHint')}</p>
            </fieldset>

            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-semibold text-slate-900">{t('address')}</legend>
              {ADDRESS_LINES.map(({ name, id, autoComplete }) => (
                <TextField key={name} {...field} name={name} id={`zarcode-${id}`} label={<OptionalLabel text={t(name)} />} placeholder={t(`${name}Placeholder`)} autoComplete={autoComplete} />
              ))}
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField {...field} {...lockable('suburb')} name="suburb" id="zarcode-suburb" label={<OptionalLabel text={t('suburb')} />} autoComplete="off" />
                <TextField {...field} {...lockable('city')} name="city" id="zarcode-city" label={t('city')} aria-required autoComplete="off" />
              </div>
              {isLocked('province') ? (
                <TextField {...field} {...lockable('province')} name="province" id="zarcode-province" label={t('province')} />
              ) : (
                <SelectField {...field} name="province" id="zarcode-province" label={t('province')} aria-required>
                  <option value="">{t('selectProvince')}</option>
                  {PROVINCES.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </SelectField>
              )}
              {lookupNote}
            </fieldset>

            <PrivacyField register={register} name="privacy" />

            <PrefixPreview province={province ?? ''} city={city ?? ''} fixedPrefix={fixedPrefix} />

            {imagePanel}

            {showTerms ? (
              <div className="grid gap-2">
                <CheckboxField
                  control={control}
                  name="termsConfirmed"
                  id="zarcode-terms"
                  label={t('acceptTerms')}
                  className="items-start"
                  checkboxClassName="mt-0.5"
                  labelClassName="leading-snug"
                />
                <TermsDialog
                  onAccept={() => setValue('termsConfirmed', true, { shouldDirty: true })}
                  trigger={
                    <button
                      type="button"
                      className="justify-self-start pl-8 text-sm font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {t('readTerms')}
                    </button>
                  }
                />
              </div>
            ) : null}

            <div className="grid gap-2">
              <SubmitButton isPending={submit.isPending} disabled={submit.isDisabled || termsConfirmed !== true} size="lg" className="w-full">
                {submit.label}
              </SubmitButton>
              {termsConfirmed !== true ? (
                <p className="text-center text-xs text-muted-foreground">{t('acceptTermsHint')}</p>
              ) : submit.hint ? (
                <p className="text-center text-xs text-muted-foreground">{submit.hint}</p>
              ) : null}
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
