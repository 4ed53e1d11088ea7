import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../../../../domain/auth/schemas';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../paths';

/** Two-step sign-in on the profile: on or off, and the way to its page. */
export function TwoStepCard({ user }: { user: User }) {
  const { t } = useTranslation('twoStep');
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{user.hasTotp ? t('profileOn') : t('profileOff')}</CardDescription>
        </div>
        <Link to={paths.security()} className={buttonVariants({ variant: 'outline' })}>
          <ShieldCheck aria-hidden />
          {user.hasTotp ? t('manage') : t('setUpShort')}
        </Link>
      </CardHeader>
    </Card>
  );
}
