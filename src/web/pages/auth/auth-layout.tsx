import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { Logo } from '../../components/logo';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { usePageTitle } from '../../lib/use-page-title';
import { cn } from '../../lib/utils';
import { paths } from '../../paths';

export interface AuthLayoutProps {
  title: string;
  description?: React.ReactNode;
  /** An icon above the title, for the confirmation screens; a warning one is red. */
  icon?: LucideIcon;
  isWarning?: boolean;
  children: React.ReactNode;
  footer?: React.ReactNode;
}

/**
 * The frame of the sign-in, registration and recovery screens: a centred card on a calm background,
 * the logo and the language above it (these screens have no header).
 */
export function AuthLayout({ title, description, icon: Icon, isWarning, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-white to-white">
      <main id="main" className="flex flex-1 flex-col items-center px-4 py-8 sm:py-14">
        <div className="mb-6 flex w-full max-w-md items-center justify-between gap-2 sm:mb-8">
          <Logo to={paths.landing()} />
          <LanguageSwitcher />
        </div>
        <Card className="w-full max-w-md">
          <CardHeader className="items-center text-center">
            {Icon ? (
              <div className="mb-2">
                <span
                  className={cn(
                    'flex size-12 items-center justify-center rounded-full',
                    isWarning ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-700',
                  )}
                  aria-hidden
                >
                  <Icon className="size-6" />
                </span>
              </div>
            ) : null}
            <CardTitle asChild className="text-2xl">
              <h1>{title}</h1>
            </CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
        <Link
          to={paths.landing()}
          className="mt-4 inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-muted-foreground hover:text-primary"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('backToHome')}
        </Link>
      </main>
    </div>
  );
}
