import { CircleCheck, Copy, LayoutDashboard } from 'lucide-react';
import { PRODUCT_NAME } from '../../../domain/brand';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Button } from '../ui/button';

export interface SuccessAlertProps {
  code: string;
  onCopy(): void;
  onViewDashboard(): void;
}

/** Shown once the code exists (bundle path), until the page moves on to the dashboard. */
export function SuccessAlert({ code, onCopy, onViewDashboard }: SuccessAlertProps) {
  return (
    <Alert variant="success" aria-labelledby="created-title">
      <CircleCheck aria-hidden />
      <AlertTitle id="created-title">{PRODUCT_NAME} created</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          Your new {PRODUCT_NAME} is
          <strong className="block whitespace-nowrap font-mono text-3xl font-bold tracking-wider text-brand-900">{code}</strong>
        </p>
        <p className="text-brand-800">Taking you to your dashboard…</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onCopy}>
            <Copy aria-hidden />
            Copy Code
          </Button>
          <Button size="sm" variant="outline" onClick={onViewDashboard}>
            <LayoutDashboard aria-hidden />
            View Dashboard
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
