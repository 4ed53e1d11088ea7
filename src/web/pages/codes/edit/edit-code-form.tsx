import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, EDITABLE_TEXT_FIELDS, updateZarcodeBodySchema, type ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { serverMessageOr } from '../../../api/client';
import { useUpdateZarcodeMutation } from '../../../api/zarcodes';
import { SubmitButton } from '../../../components/form/submit-button';
import { PrivacyField } from '../../../components/form/privacy-field';
import { TextAreaField, TextField } from '../../../components/form/text-fields';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { setFlash } from '../../../lib/flash';
import { localMessage } from '../../../lib/i18n';
import { paths } from '../../../paths';
import { textValues } from '../../../components/form/text-values';

/**
 * What the edit page changes: the request schema's title, description, privacy and address lines.
 * City and province are shown, not edited: they follow the point, which moves only through an
 * approved change request (the Location card beside this form).
 */
export const editCodeFormSchema = updateZarcodeBodySchema.pick({
  title: true,
  description: true,
  privacy: true,
  addressLine1: true,
  addressLine2: true,
  suburb: true,
});
type EditCodeInput = z.input<typeof editCodeFormSchema>;
type EditCodeValues = z.output<typeof editCodeFormSchema>;

/** The form of the edit page; `doneTo` is where Cancel and a save lead (the code's page by default). */
export function EditCodeForm({ code, doneTo = paths.code(code.zarcode) }: { code: ZarcodeRecord; doneTo?: string }) {
  const { t } = useTranslation('codeForm');
  const navigate = useNavigate();
  const update = useUpdateZarcodeMutation(code.zarcode);
  const { control, register, handleSubmit } = useForm<EditCodeInput, unknown, EditCodeValues>({
    resolver: zodResolver(editCodeFormSchema),
    defaultValues: { ...textValues(code, EDITABLE_TEXT_FIELDS), privacy: code.privacy },
  });

  const onSubmit = handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: () => {
        if (doneTo === paths.code(code.zarcode)) {
          // The code's page is the server's (a new document): it shows the notice.
          setFlash({ title: t('updated'), description: t('changesSaved') });
        } else {
          toast({ title: t('updated'), description: t('changesSaved'), variant: 'success' });
        }
        navigate(doneTo);
      },
      onError: (error) => {
        const message = localMessage(serverMessageOr(error, t('changeRequests:updateFailedText')));
        toast({ title: t('changeRequests:updateFailed'), description: message, variant: 'destructive' });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Card>
        <CardHeader>
          <CardTitle>{t('codePage:details')}</CardTitle>
          <CardDescription>{t('editDetailsIntro')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <TextField control={control} name="title" id="edit-title" label={t('title')} autoComplete="off" />
          <TextAreaField control={control} name="description" id="edit-description" label={t('description')} hint={t('editDescriptionHint')} maxLength={DESCRIPTION_MAX_LENGTH} />
          <PrivacyField register={register} name="privacy" />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('address')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={control}
            name="addressLine1"
            id="edit-address-line-1"
            label={t('addressLine1')}
            fieldClassName="sm:col-span-2"
            autoComplete="address-line1"
          />
          <TextField
            control={control}
            name="addressLine2"
            id="edit-address-line-2"
            label={t('addressLine2')}
            fieldClassName="sm:col-span-2"
            autoComplete="address-line2"
          />
          <TextField control={control} name="suburb" id="edit-suburb" label={t('suburb')} fieldClassName="sm:col-span-2" />
          <Field id="edit-city" label={t('city')}>
            <Input id="edit-city" value={code.city} readOnly aria-describedby="edit-place-note" className="bg-muted" />
          </Field>
          <Field id="edit-province" label={t('province')}>
            <Input id="edit-province" value={code.province} readOnly aria-describedby="edit-place-note" className="bg-muted" />
          </Field>
          <p id="edit-place-note" className="flex items-start gap-2 text-xs text-muted-foreground sm:col-span-2">
            <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            {t('placeNote')}
          </p>
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={doneTo}>{t('common:cancel')}</Link>
        </Button>
        <SubmitButton isPending={update.isPending}>{update.isPending ? t('saving') : t('saveChanges')}</SubmitButton>
      </div>
    </form>
  );
}
