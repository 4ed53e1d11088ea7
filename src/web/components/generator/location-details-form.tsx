import { Lock, RotateCw, TriangleAlert } from 'lucide-react';
import type * as React from 'react';
import { useWatch } from 'react-hook-form';
import { PRODUCT_NAME } from '../../../domain/brand';
import { PROVINCES } from '../../../domain/geo/provinces';
import { PrivacyField } from '../form/privacy-field';
import { SubmitButton } from '../form/submit-button';
import { SelectField, TextAreaField, TextField, optionalLabel } from '../form/text-fields';
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

const COORDINATE_FIELDS = [
  { name: 'latitude', label: 'Latitude', limit: 90, placeholder: '-33.924900' },
  { name: 'longitude', label: 'Longitude', limit: 180, placeholder: '18.424100' },
] as const;

const ADDRESS_LINES = [
  { name: 'addressLine1', id: 'address-line-1', label: 'Address line 1', placeholder: 'e.g. 12 Long Street', autoComplete: 'address-line1' },
  { name: 'addressLine2', id: 'address-line-2', label: 'Address line 2', placeholder: 'e.g. Unit 4, Section B', autoComplete: 'address-line2' },
] as const;

function LockedHint() {
  return (
    <span className="inline-flex items-center gap-1">
      <Lock className="size-3" aria-hidden /> Filled from the map
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
  intro = `What people see when they open your ${PRODUCT_NAME}.`,
}: LocationDetailsFormProps) {
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
        <Spinner /> Looking up the address of this point…
      </p>
    ) : lookup.status === 'failed' ? (
      <div className="flex flex-wrap items-center gap-2 text-sm text-amber-900" role="alert">
        <TriangleAlert className="size-4" aria-hidden />
        <span>The address of this point could not be looked up.</span>
        <Button type="button" variant="outline" size="sm" onClick={() => code.point && code.placePoint(code.point)}>
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
        <CardDescription>{intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={code.handleSubmit} noValidate aria-label="Location details">
          <fieldset disabled={isDone} className="grid gap-5">
            <TextField
              {...field}
              name="title"
              id="zarcode-title"
              label="Title"
              aria-required
              placeholder="e.g. Blue gate next to the spaza shop"
              autoComplete="off"
            />
            <TextAreaField
              {...field}
              name="description"
              id="zarcode-description"
              label={optionalLabel('Description')}
              hint="Directions for a driver: gate colour, landmarks, which entrance."
              hideHintOnError
              rows={3}
              className="min-h-20"
            />

            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-semibold text-slate-900">Coordinates</legend>
              <div className="grid grid-cols-2 gap-3">
                {COORDINATE_FIELDS.map(({ name, label, limit, placeholder }) => (
                  <TextField
                    key={name}
                    {...field}
                    name={name}
                    id={`zarcode-${name}`}
                    label={label}
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
              <p className="text-xs text-muted-foreground">Set by the marker on the map; you can also type them (6 decimals).</p>
            </fieldset>

            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-semibold text-slate-900">Address</legend>
              {ADDRESS_LINES.map(({ name, id, label, placeholder, autoComplete }) => (
                <TextField key={name} {...field} name={name} id={`zarcode-${id}`} label={optionalLabel(label)} placeholder={placeholder} autoComplete={autoComplete} />
              ))}
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField {...field} {...lockable('suburb')} name="suburb" id="zarcode-suburb" label={optionalLabel('Suburb')} autoComplete="off" />
                <TextField {...field} {...lockable('city')} name="city" id="zarcode-city" label="City" aria-required autoComplete="off" />
              </div>
              {isLocked('province') ? (
                <TextField {...field} {...lockable('province')} name="province" id="zarcode-province" label="Province" />
              ) : (
                <SelectField {...field} name="province" id="zarcode-province" label="Province" aria-required>
                  <option value="">Select a province</option>
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
                  label="I accept the terms of service"
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
                      Read the Terms of Service
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
