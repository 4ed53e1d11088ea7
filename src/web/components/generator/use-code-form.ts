import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { isInWorldRange, parseCoordinateValue, type LatLng } from '../../../domain/geo/coordinate-checks';
import { formatCoordinate } from '../../../domain/geo/coordinate-format';
import { COUNTRY_MESSAGE, createZarcodeBodySchema } from '../../../domain/zarcode/schemas';
import { i18n, localMessage } from '../../lib/i18n';
import { toast } from '../ui/use-toast';
import { FIELD_ORDER, type GeneratorInput, type GeneratorValues } from './form-values';
import { useAddressLookup } from './use-address-lookup';

export interface CodeFormOptions {
  /** Where the marker starts, if anywhere (a kept form, a handed-over place). */
  initialPoint: LatLng | null;
  defaultValues: GeneratorInput;
  /** The checked payload, once every rule passed and the point is in South Africa. */
  onValid(body: GeneratorValues): void;
}

/**
 * The create form's flow, shared by /generator and /creator-generator: the form on the create
 * schema, the placed point and its address lookup, coordinates typed by hand moving the marker, and
 * the 'Validation Error' toast. The page decides what a valid
 * payload is for (a bundle, a payment, a creator code).
 */
export function useCodeForm({ initialPoint, defaultValues, onValid }: CodeFormOptions) {
  const form = useForm<GeneratorInput, unknown, GeneratorValues>({
    resolver: zodResolver(createZarcodeBodySchema),
    defaultValues,
  });
  const [point, setPoint] = React.useState<LatLng | null>(initialPoint);
  const { lookup, locked, lookUpAddress } = useAddressLookup(form, initialPoint);

  /** Places the point: the marker, the coordinates in the form, then the address lookup. */
  const placePoint = React.useCallback(
    (next: LatLng) => {
      const revalidate = form.formState.isSubmitted;
      setPoint(next);
      form.setValue('latitude', formatCoordinate(next.latitude), { shouldDirty: true, shouldValidate: revalidate });
      form.setValue('longitude', formatCoordinate(next.longitude), { shouldDirty: true, shouldValidate: revalidate });
      lookUpAddress(next);
    },
    [form, lookUpAddress],
  );

  function handleCoordinatesBlur() {
    const [latitudeText, longitudeText] = form.getValues(['latitude', 'longitude']);
    const latitude = parseCoordinateValue(latitudeText);
    const longitude = parseCoordinateValue(longitudeText);
    if (latitude === null || longitude === null || !isInWorldRange(latitude, longitude)) return;
    if (point && point.latitude === latitude && point.longitude === longitude) return;
    placePoint({ latitude, longitude });
  }

  function handleInvalid(errors: FieldErrors<GeneratorInput>) {
    const first = FIELD_ORDER.map((name) => errors[name]?.message).find(Boolean);
    const description = first ? localMessage(first) : i18n.t('codeForm:checkDetails');
    toast({ title: i18n.t('codeForm:validationError'), description, variant: 'destructive' });
  }

  const submitForm = form.handleSubmit(onValid, handleInvalid);
  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (lookup.status === 'outside') {
      event.preventDefault();
      toast({ title: i18n.t('codeForm:validationError'), description: `${localMessage(COUNTRY_MESSAGE)}.`, variant: 'destructive' });
      return;
    }
    void submitForm(event);
  }

  return {
    form,
    point,
    placePoint,
    lookup,
    locked,
    isLookingUp: lookup.status === 'loading',
    handleCoordinatesBlur,
    handleSubmit,
  };
}

export type CodeForm = ReturnType<typeof useCodeForm>;
