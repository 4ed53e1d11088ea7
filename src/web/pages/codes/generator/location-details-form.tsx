import { Globe, Lock, LockKeyhole, RotateCw, TriangleAlert } from 'lucide-react';
import type * as React from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { PROVINCES } from '../../../../domain/geo/provinces';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/utils';
import { inlineError, type GeneratorInput, type GeneratorValues, type LockableField, type LookupState } from './form-values';
import { PrefixPreview } from './prefix-preview';
import { TermsDialog } from './terms-dialog';

export interface SubmitState {
  label: React.ReactNode;
  isDisabled: boolean;
  isPending: boolean;
  /** Under the button: why it is disabled, or what pressing it does. */
  hint?: React.ReactNode;
}

export interface LocationDetailsFormProps {
  form: UseFormReturn<GeneratorInput, unknown, GeneratorValues>;
  locked: ReadonlySet<LockableField>;
  lookup: LookupState;
  onRetryLookup(): void;
  /** A latitude or longitude typed by hand was left: the page moves the marker there. */
  onCoordinatesBlur(): void;
  onSubmit(event: React.FormEvent<HTMLFormElement>): void;
  submit: SubmitState;
  /** True once the code exists: nothing more to change. */
  isDone: boolean;
  /** Where the image panel goes (the photos feature supplies it). */
  imagePanel?: React.ReactNode;
}

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 aria-invalid:border-destructive sm:text-sm';
const lockedClass = 'bg-muted text-slate-700 focus-visible:outline-none cursor-default';

function LockedHint() {
  return (
    <span className="inline-flex items-center gap-1">
      <Lock className="size-3" aria-hidden /> Filled from the map
    </span>
  );
}

/**
 * The Location Details form (document 2, section 2): title, description, coordinates, address,
 * privacy, the live prefix preview, the image slot, the terms and the submit button. Suburb, city
 * and province are read-only once the map's reverse lookup filled them.
 */
export function LocationDetailsForm({
  form,
  locked,
  lookup,
  onRetryLookup,
  onCoordinatesBlur,
  onSubmit,
  submit,
  isDone,
  imagePanel,
}: LocationDetailsFormProps) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const [city, province, termsConfirmed] = useWatch({ control, name: ['city', 'province', 'termsConfirmed'] });
  const invalid = (name: keyof GeneratorInput) => (errors[name] ? true : undefined);
  const isLocked = (name: LockableField) => locked.has(name);
  const lookupNote =
    lookup.status === 'loading' ? (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner /> Looking up the address of this point…
      </p>
    ) : lookup.status === 'failed' ? (
      <div className="flex flex-wrap items-center gap-2 text-sm text-amber-900" role="alert">
        <TriangleAlert className="size-4" aria-hidden />
        <span>The address of this point could not be looked up.</span>
        <Button type="button" variant="outline" size="sm" onClick={onRetryLookup}>
          <RotateCw aria-hidden /> Try again
        </Button>
      </div>
    ) : lookup.status === 'found' && lookup.attributions.length > 0 ? (
      <p className="text-xs text-muted-foreground">Suburb, city and province from {lookup.attributions.join(', ')}.</p>
    ) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Location Details</CardTitle>
        <CardDescription>What people see when they open your {PRODUCT_NAME}.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label="Location details">
          <fieldset disabled={isDone} className="grid gap-5">
            <Field id="zarcode-title" label="Title" error={inlineError(errors.title?.message)}>
              <Input
                {...fieldAria('zarcode-title', inlineError(errors.title?.message))}
                aria-invalid={invalid('title')}
                aria-required
                placeholder="e.g. Blue gate next to the spaza shop"
                autoComplete="off"
                {...register('title')}
              />
            </Field>
            <Field
              id="zarcode-description"
              label={
                <>
                  Description <span className="font-normal text-muted-foreground">(optional)</span>
                </>
              }
              error={inlineError(errors.description?.message)}
              hint={errors.description ? undefined : 'Directions for a driver: gate colour, landmarks, which entrance.'}
            >
              <Textarea
                {...fieldAria('zarcode-description', inlineError(errors.description?.message), !errors.description)}
                aria-invalid={invalid('description')}
                rows={3}
                className="min-h-20"
                {...register('description')}
              />
            </Field>

            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-semibold text-slate-900">Coordinates</legend>
              <div className="grid grid-cols-2 gap-3">
                <Field id="zarcode-latitude" label="Latitude" error={inlineError(errors.latitude?.message)}>
                  <Input
                    {...fieldAria('zarcode-latitude', inlineError(errors.latitude?.message))}
                    aria-invalid={invalid('latitude')}
                    aria-required
                    type="number"
                    step="0.000001"
                    min={-90}
                    max={90}
                    placeholder="-33.924900"
                    {...register('latitude', { onBlur: onCoordinatesBlur })}
                  />
                </Field>
                <Field id="zarcode-longitude" label="Longitude" error={inlineError(errors.longitude?.message)}>
                  <Input
                    {...fieldAria('zarcode-longitude', inlineError(errors.longitude?.message))}
                    aria-invalid={invalid('longitude')}
                    aria-required
                    type="number"
                    step="0.000001"
                    min={-180}
                    max={180}
                    placeholder="18.424100"
                    {...register('longitude', { onBlur: onCoordinatesBlur })}
                  />
                </Field>
              </div>
              <p className="text-xs text-muted-foreground">Set by the marker on the map; you can also type them (6 decimals).</p>
            </fieldset>

            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-semibold text-slate-900">Address</legend>
              <Field
                id="zarcode-address-line-1"
                label={
                  <>
                    Address line 1 <span className="font-normal text-muted-foreground">(optional)</span>
                  </>
                }
                error={inlineError(errors.addressLine1?.message)}
              >
                <Input
                  {...fieldAria('zarcode-address-line-1', inlineError(errors.addressLine1?.message))}
                  placeholder="e.g. 12 Long Street"
                  autoComplete="address-line1"
                  {...register('addressLine1')}
                />
              </Field>
              <Field
                id="zarcode-address-line-2"
                label={
                  <>
                    Address line 2 <span className="font-normal text-muted-foreground">(optional)</span>
                  </>
                }
                error={inlineError(errors.addressLine2?.message)}
              >
                <Input
                  {...fieldAria('zarcode-address-line-2', inlineError(errors.addressLine2?.message))}
                  placeholder="e.g. Unit 4, Section B"
                  autoComplete="address-line2"
                  {...register('addressLine2')}
                />
              </Field>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  id="zarcode-suburb"
                  label={
                    <>
                      Suburb <span className="font-normal text-muted-foreground">(optional)</span>
                    </>
                  }
                  error={inlineError(errors.suburb?.message)}
                  hint={isLocked('suburb') ? <LockedHint /> : undefined}
                >
                  <Input
                    {...fieldAria('zarcode-suburb', inlineError(errors.suburb?.message), isLocked('suburb'))}
                    readOnly={isLocked('suburb')}
                    className={cn(isLocked('suburb') && lockedClass)}
                    autoComplete="off"
                    {...register('suburb')}
                  />
                </Field>
                <Field
                  id="zarcode-city"
                  label="City"
                  error={inlineError(errors.city?.message)}
                  hint={isLocked('city') ? <LockedHint /> : undefined}
                >
                  <Input
                    {...fieldAria('zarcode-city', inlineError(errors.city?.message), isLocked('city'))}
                    aria-invalid={invalid('city')}
                    aria-required
                    readOnly={isLocked('city')}
                    className={cn(isLocked('city') && lockedClass)}
                    autoComplete="off"
                    {...register('city')}
                  />
                </Field>
              </div>
              <Field
                id="zarcode-province"
                label="Province"
                error={inlineError(errors.province?.message)}
                hint={isLocked('province') ? <LockedHint /> : undefined}
              >
                {isLocked('province') ? (
                  <Input
                    {...fieldAria('zarcode-province', inlineError(errors.province?.message), true)}
                    readOnly
                    className={lockedClass}
                    {...register('province')}
                  />
                ) : (
                  <select
                    {...fieldAria('zarcode-province', inlineError(errors.province?.message))}
                    aria-invalid={invalid('province')}
                    aria-required
                    className={selectClass}
                    {...register('province')}
                  >
                    <option value="">Select a province</option>
                    {PROVINCES.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {lookupNote}
            </fieldset>

            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-semibold text-slate-900">Privacy</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    value="public"
                    aria-labelledby="privacy-public-name"
                    aria-describedby="privacy-public-note"
                    className="mt-1 size-4 accent-brand-700"
                    {...register('privacy')}
                  />
                  <span className="grid gap-0.5">
                    <span id="privacy-public-name" className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
                      <Globe className="size-4" aria-hidden /> Public
                    </span>
                    <span id="privacy-public-note" className="text-xs text-muted-foreground">
                      Anyone with the code sees the title and description.
                    </span>
                  </span>
                </label>
                <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    value="private"
                    aria-labelledby="privacy-private-name"
                    aria-describedby="privacy-private-note"
                    className="mt-1 size-4 accent-brand-700"
                    {...register('privacy')}
                  />
                  <span className="grid gap-0.5">
                    <span id="privacy-private-name" className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
                      <LockKeyhole className="size-4" aria-hidden /> Private
                    </span>
                    <span id="privacy-private-note" className="text-xs text-muted-foreground">
                      Others see only the location, not the title or description.
                    </span>
                  </span>
                </label>
              </div>
            </fieldset>

            <PrefixPreview province={province ?? ''} city={city ?? ''} />

            {imagePanel}

            <div className="grid gap-2">
              <div className="flex items-start gap-3">
                <Controller
                  control={control}
                  name="termsConfirmed"
                  render={({ field }) => (
                    <Checkbox
                      id="zarcode-terms"
                      ref={field.ref}
                      checked={field.value === true}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                      className="mt-0.5"
                    />
                  )}
                />
                <label htmlFor="zarcode-terms" className="text-sm leading-snug text-slate-800">
                  I accept the terms of service
                </label>
              </div>
              <TermsDialog
                onAccept={() => setValue('termsConfirmed', true, { shouldDirty: true })}
                trigger={
                  <button
                    type="button"
                    className="justify-self-start pl-8 text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    Read the Terms of Service
                  </button>
                }
              />
            </div>

            <div className="grid gap-2">
              <Button type="submit" size="lg" className="w-full" disabled={submit.isDisabled || termsConfirmed !== true}>
                {submit.isPending ? <Spinner /> : null}
                {submit.label}
              </Button>
              {termsConfirmed !== true ? (
                <p className="text-center text-xs text-muted-foreground">Accept the terms of service to continue.</p>
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
