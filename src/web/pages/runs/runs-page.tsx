import { ChevronRight, Loader2, Route as RouteIcon } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RUN_MAX_STOPS, RUN_NAME_MAX_LENGTH, runProgress } from '../../../domain/runs/runs';
import type { Run, RunListReply, RunStop, UnknownCode } from '../../../domain/runs/schemas';
import { codesInText, type FoundCode } from '../../../domain/zarcode/codes-in-text';
import { codePagePath } from '../../../domain/zarcode/share-links';
import { createRun, getRunByLink, listRuns, resolveRunCodes } from '../../api/runs';
import { ScanButton } from '../../components/scan/scan-button';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toastFailure } from '../../components/toast-failure';
import { getPhoneRun, keepPhoneRun, keepServerRun, listPhoneRuns, onRunChange, type PhoneRun } from '../../lib/run-store';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { useSession } from '../../session/use-session';
import { RunProgress, StopList, useRunTitle } from './run-view';

export { RunPage } from './run-page';

/** What the server is sent of a code found in a text: as typed, or its page's link with the delivery key. */
function itemOf(found: FoundCode): string {
  return found.key ? `${window.location.origin}${codePagePath(found.code)}?k=${encodeURIComponent(found.key)}` : found.typed;
}

/**
 * /runs: make a run from pasted text (a WhatsApp message, a spreadsheet column) or scanned plates, and
 * the runs on this phone. Anyone may make one, kept on the phone; a signed-in courier's is kept in
 * their account too, and their account's runs not on this phone are listed to open.
 */
export function RunsPage() {
  const { t } = useTranslation('runs');
  usePageTitle(t('title'));
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('intro')}</p>
      </header>
      <NewRunCard />
      <RunLists />
    </div>
  );
}

function NewRunCard() {
  const { t } = useTranslation('runs');
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const [text, setText] = React.useState('');
  const [name, setName] = React.useState('');
  const [isMaking, setIsMaking] = React.useState(false);
  /** The unknown codes of the text last checked: the run is made without them at the next tap. */
  const [checked, setChecked] = React.useState<{ text: string; unknown: UnknownCode[]; stops: RunStop[] } | null>(null);
  const found = React.useMemo(() => codesInText(text), [text]);
  const unknown = checked?.text === text ? checked.unknown : [];

  function addScanned(code: FoundCode) {
    setText((before) => `${before.trimEnd()}${before.trim() ? '\n' : ''}${code.key ? itemOf(code) : code.code}\n`);
  }

  function takeSuggestion(typed: string, zarcode: string) {
    setText((before) => before.split(typed).join(zarcode));
  }

  /**
   * The first tap reads the codes; when some name no code, they are shown with "Did you mean" and the
   * next tap makes the run without them. Anonymous, the run is the stops read, kept on the phone;
   * signed in, the server makes it in the account.
   */
  async function handleMake(event: React.FormEvent) {
    event.preventDefault();
    if (found.length === 0) return;
    setIsMaking(true);
    try {
      const items = found.map(itemOf);
      let stops = checked?.text === text ? checked.stops : null;
      if (!stops) {
        const resolved = await resolveRunCodes(items);
        if (resolved.unknown.length > 0) return setChecked({ text, unknown: resolved.unknown, stops: resolved.stops });
        stops = resolved.stops;
      }
      if (isAuthenticated) {
        const made = await createRun({ name: name.trim() || null, codes: items });
        return openRun(await keepServerRun(made.run, 'account'));
      }
      return openRun(await keepPhoneRun(name.trim() || null, stops));
    } catch (error) {
      toastFailure(t('makeFailed'), error, t('tryAgain'));
    } finally {
      setIsMaking(false);
    }
  }

  const openRun = (run: PhoneRun) => navigate(paths.run(run.id));
  const isTooMany = found.length > RUN_MAX_STOPS;
  const knownCount = found.length - unknown.length;

  return (
    <Card className="p-4 sm:p-6">
      <form className="space-y-4" onSubmit={(event) => void handleMake(event)} aria-labelledby="new-run-title">
        <h2 id="new-run-title" className="text-lg font-semibold text-slate-900">
          {t('newRun')}
        </h2>
        <div className="space-y-1.5">
          <Label htmlFor="run-codes">{t('codesLabel')}</Label>
          <Textarea id="run-codes" rows={5} value={text} onChange={(event) => setText(event.target.value)} placeholder={t('codesPlaceholder')} aria-describedby="run-codes-found" />
          <p id="run-codes-found" className="text-sm text-muted-foreground" aria-live="polite">
            {isTooMany ? t('tooMany', { max: RUN_MAX_STOPS }) : t('codesFound', { count: found.length })}
          </p>
        </div>
        <ScanButton onCode={addScanned} size="default" />
        {unknown.length > 0 ? (
          <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm" role="alert">
            <p className="font-medium text-amber-900">{t('unknownTitle', { count: unknown.length })}</p>
            <ul className="space-y-1">
              {unknown.map((code) => (
                <li key={code.typed} className="break-words">
                  <span className="font-mono">{code.typed}</span>
                  {code.suggestions.length > 0 ? (
                    <>
                      {' '}
                      {t('didYouMean')}{' '}
                      {code.suggestions.map((suggestion) => (
                        <Button key={suggestion.zarcode} type="button" variant="link" className="h-auto min-h-0 p-0 align-baseline font-mono" onClick={() => takeSuggestion(code.typed, suggestion.zarcode)}>
                          {suggestion.zarcode}
                          <span className="font-sans font-normal text-muted-foreground"> ({suggestion.title})</span>
                        </Button>
                      ))}
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="space-y-1.5">
          <Label htmlFor="run-name">{t('nameLabel')}</Label>
          <Input id="run-name" value={name} maxLength={RUN_NAME_MAX_LENGTH} onChange={(event) => setName(event.target.value)} placeholder={t('namePlaceholder')} />
        </div>
        <p className="text-sm text-muted-foreground">{t(isAuthenticated ? 'keptInAccount' : 'keptOnPhoneOnly')}</p>
        <Button type="submit" size="lg" disabled={found.length === 0 || isTooMany || isMaking || (unknown.length > 0 && knownCount === 0)}>
          {isMaking ? <Loader2 className="animate-spin" aria-hidden /> : <RouteIcon aria-hidden />}
          {unknown.length > 0 ? t('makeWithout', { count: knownCount }) : t('make')}
        </Button>
      </form>
    </Card>
  );
}

/** The runs on this phone; for a signed-in courier, also their account's runs this phone does not have. */
function RunLists() {
  const { t } = useTranslation('runs');
  const { isAuthenticated } = useSession();
  const [onPhone, setOnPhone] = React.useState<PhoneRun[] | null>(null);
  const [inAccount, setInAccount] = React.useState<RunListReply['runs']>([]);
  React.useEffect(() => {
    const show = () => void listPhoneRuns().then(setOnPhone, () => setOnPhone([]));
    show();
    return onRunChange(show);
  }, []);
  React.useEffect(() => {
    if (!isAuthenticated || !navigator.onLine) return;
    listRuns().then((reply) => setInAccount(reply.runs), () => {});
  }, [isAuthenticated]);
  if (onPhone === null) return null;
  const elsewhere = inAccount.filter((run) => !onPhone.some((kept) => kept.id === run.id));
  return (
    <>
      <section aria-labelledby="runs-on-phone" className="space-y-3">
        <h2 id="runs-on-phone" className="text-lg font-semibold text-slate-900">
          {t('onPhone')}
        </h2>
        {onPhone.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noRuns')}</p>
        ) : (
          <ul className="space-y-2">
            {onPhone.map((run) => {
              const progress = runProgress(run.stops);
              return <RunRow key={run.id} id={run.id} run={run} done={progress.done} total={progress.total} />;
            })}
          </ul>
        )}
      </section>
      {elsewhere.length > 0 ? (
        <section aria-labelledby="runs-in-account" className="space-y-3">
          <h2 id="runs-in-account" className="text-lg font-semibold text-slate-900">
            {t('inAccount')}
          </h2>
          <ul className="space-y-2">
            {elsewhere.map((run) => (
              <RunRow key={run.id} id={run.id} run={run} done={run.done} total={run.stops} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function RunRow({ id, run, done, total }: { id: string; run: { name: string | null; createdAt: string }; done: number; total: number }) {
  const { t } = useTranslation('runs');
  const titleOf = useRunTitle();
  return (
    <li>
      <Link to={paths.run(id)} className="flex items-center gap-3 rounded-lg border border-border bg-card p-3 hover:bg-muted">
        <span className="min-w-0 flex-1">
          <span className="block break-words font-medium text-slate-900">{titleOf(run)}</span>
          <span className="block text-sm text-muted-foreground">{t('progress', { done, total })}</span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      </Link>
    </li>
  );
}

/**
 * /runs/link/{token}: a courier's link (a run made through the API) is kept on this phone and opened
 * as the courier's own; a colleague's read-only link shows the run as it stands, nothing to change.
 */
export function RunLinkPage() {
  const { t } = useTranslation('runs');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const titleOf = useRunTitle();
  const [state, setState] = React.useState<{ status: 'loading' } | { status: 'failed' } | { status: 'view'; run: Run }>({ status: 'loading' });
  usePageTitle(state.status === 'view' ? titleOf(state.run) : t('title'));
  React.useEffect(() => {
    let isCurrent = true;
    getRunByLink(token).then(
      async (run) => {
        if (!run.canWork) return isCurrent && setState({ status: 'view', run });
        // Kept already: its unsent changes stay; the phone's copy is the one to work from.
        if (!(await getPhoneRun(run.id))) await keepServerRun(run, 'link', token);
        if (isCurrent) navigate(paths.run(run.id), { replace: true });
      },
      () => isCurrent && setState({ status: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [token, navigate]);

  if (state.status === 'loading') return <div className="mx-auto max-w-3xl px-4 py-6" aria-busy="true" />;
  if (state.status === 'failed') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
        <Card className="p-8 text-center">
          <h1 className="text-xl font-semibold text-slate-900">{t('linkDead')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('linkDeadHint')}</p>
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-8">
      <header className="space-y-1">
        <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{titleOf(state.run)}</h1>
        <p className="text-sm text-muted-foreground">{t('readOnly')}</p>
      </header>
      <RunProgress stops={state.run.stops} position={null} />
      <StopList stops={state.run.stops} actions={null} />
    </div>
  );
}
