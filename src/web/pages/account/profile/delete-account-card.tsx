import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAYMENT_RECORDS_KEPT_YEARS } from '../../../../domain/payments/payments';
import { deleteAccountBodySchema, type DeleteAccountBody } from '../../../../domain/privacy/schemas';
import { serverMessageOr } from '../../../api/client';
import { useDeleteAccountMutation } from '../../../api/privacy';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PasswordField } from '../../../components/form/text-fields';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { localMessage } from '../../../lib/i18n';
import { paths } from '../../../paths';

/**
 * Delete my account: what goes and what stays (payments, for the tax records, without name or
 * e-mail) is said before the person confirms with their password. The server ends every session, so
 * this one ends here too and the person lands on the home page.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation('privacy');
  const [isOpen, setOpen] = React.useState(false);
  const navigate = useNavigate();
  // Said as the page is left: this card is gone by the time the mutation's own callbacks would run.
  const deletion = useDeleteAccountMutation(() => {
    navigate(paths.landing(), { replace: true });
    toast({ title: t('deleted'), description: t('deletedText'), variant: 'success' });
  });
  const { control, handleSubmit, reset } = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: '' },
  });

  function close() {
    reset({ password: '' });
    setOpen(false);
  }

  const onConfirm = handleSubmit(({ password }) =>
    deletion.mutate(password, {
      onError: (error) => toast({ title: t('deleteFailed'), description: localMessage(serverMessageOr(error, t('deleteFailed'))), variant: 'destructive' }),
    }),
  );

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle>{t('deleteTitle')}</CardTitle>
        <CardDescription>{t('deleteIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-slate-700">{t('paymentsKept', { years: PAYMENT_RECORDS_KEPT_YEARS })}</p>
        <p className="text-xs text-muted-foreground">{t('copyFirst')}</p>
        <Button variant="outline" tone="danger" className="justify-self-start" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden />
          {t('deleteButton')}
        </Button>
      </CardContent>
      <ConfirmDialog
        open={isOpen}
        title={t('confirmTitle')}
        description={
          <>
            {t('deleteIntro')} {t('paymentsKept', { years: PAYMENT_RECORDS_KEPT_YEARS })}
          </>
        }
        confirmLabel={t('confirm')}
        isPending={deletion.isPending}
        onCancel={close}
        onConfirm={() => void onConfirm()}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onConfirm();
          }}
        >
          <PasswordField
            control={control}
            name="password"
            id="delete-account-password"
            label={t('password')}
            autoComplete="current-password"
            toggleName={t('passwordToggle')}
          />
        </form>
      </ConfirmDialog>
    </Card>
  );
}
