import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useEmailTemplatePreviewQuery, useEmailTemplatesQuery } from '../../../api/admin-email';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { FetchError } from '../parts/admin-page';
import { SettingsCard } from '../settings/settings-card';

/** Each template the product sends, previewed with its sample data. */
export function TemplatesCard() {
  const templates = useEmailTemplatesQuery();
  const [chosen, setChosen] = useState<string | null>(null);
  const name = chosen ?? templates.data?.templates[0]?.name ?? null;
  const preview = useEmailTemplatePreviewQuery(name);
  const described = templates.data?.templates.find((template) => template.name === name);

  return (
    <SettingsCard icon={FileText} title="Templates" description="Every e-mail the product sends, shown with example data.">
      {templates.isError ? <FetchError title="Failed to fetch the templates" error={templates.error} /> : null}
      {templates.data ? (
        <div className="grid gap-3">
          <Field id="email-template" label="Template" hint={described?.description}>
            <NativeSelect id="email-template" value={name ?? ''} onChange={(event) => setChosen(event.target.value)}>
              {templates.data.templates.map((template) => (
                <option key={template.name} value={template.name}>
                  {template.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {preview.isError ? <FetchError title="Failed to fetch the preview" error={preview.error} /> : null}
          {preview.data ? (
            <section aria-label={`Preview of ${preview.data.name}`} className="rounded-md border border-border bg-muted/40 p-3 text-sm">
              <p className="font-medium text-slate-900">{`Subject: ${preview.data.subject}`}</p>
              <pre className="mt-2 whitespace-pre-wrap wrap-anywhere font-sans text-slate-800">{preview.data.text}</pre>
              {preview.data.sensitive ? (
                <p className="mt-2 text-xs text-muted-foreground">Holds a secret: the log keeps no copy of its text.</p>
              ) : null}
            </section>
          ) : preview.isError ? null : (
            <Skeleton className="h-40 w-full" />
          )}
        </div>
      ) : templates.isError ? null : (
        <Skeleton className="h-48 w-full" />
      )}
    </SettingsCard>
  );
}
