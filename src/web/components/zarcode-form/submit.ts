import type * as React from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { PRODUCT_NAME } from '../../../domain/brand';
import { COUNTRY_MESSAGE } from '../../../domain/zarcode/schemas';
import { toast } from '../ui/use-toast';
import { FIELD_ORDER, type GeneratorInput, type GeneratorValues, type LookupState } from './form-values';

/**
 * The form's submit handler: a point outside South Africa is refused before anything is checked,
 * then the first message in section 5's order is told in the 'Validation Error' toast, or the checked
 * payload goes to `onValid`.
 */
export function codeFormSubmit(
  form: UseFormReturn<GeneratorInput, unknown, GeneratorValues>,
  lookup: LookupState,
  onValid: (body: GeneratorValues) => void,
) {
  const handleInvalid = (errors: FieldErrors<GeneratorInput>) => {
    const first = FIELD_ORDER.map((name) => errors[name]?.message).find(Boolean);
    toast({ title: 'Validation Error', description: first ?? `Check the details of the ${PRODUCT_NAME}.`, variant: 'destructive' });
  };
  const submitForm = form.handleSubmit(onValid, handleInvalid);
  return (event: React.FormEvent<HTMLFormElement>) => {
    if (lookup.status === 'outside') {
      event.preventDefault();
      toast({ title: 'Validation Error', description: `${COUNTRY_MESSAGE}.`, variant: 'destructive' });
      return;
    }
    void submitForm(event);
  };
}
