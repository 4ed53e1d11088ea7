import { Download, Play } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BATCH_MAX_ITEMS, NEAREST_DEFAULT_RADIUS_METERS } from '../../../domain/developers/api-keys';
import { serverMessageOr } from '../../api/client';
import { findNearestInBatches, lookUpCodesInBatches, type BatchProgress } from '../../api/developers';
import { Button } from '../../components/ui/button';
import { RegionCard } from '../../components/region-card';
import { Progress } from '../../components/ui/progress';
import { csvFileName } from '../../../domain/csv/csv';
import { parseCsv } from '../../../domain/csv/parse';
import { southAfricanDay } from '../../../domain/time/south-african-time';
import { downloadCsv } from '../../lib/download';
import { localMessage, useLanguageTag } from '../../lib/i18n';
import { codesFromCsv, lookupResultsToCsv, nearestResultsToCsv, pointsFromCsv } from './batch-csv';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';

/** Rows one upload may hold: a day's requests of a key, at the page's chunk size, stay far from its limit. */
export const MAX_CSV_ROWS = 10 * BATCH_MAX_ITEMS;

interface BatchOutcome {
  csv: string;
  summary: string;
}

type RunBatch = (rows: string[][], onProgress: (progress: BatchProgress) => void) => Promise<BatchOutcome>;

/** A CSV in, a CSV out: the file, a Run button, a progress bar while the chunks go, then Download. */
function CsvBatchTool(props: { title: string; description: string; fileName: string; run: RunBatch; children?: ReactNode }) {
  const { t } = useTranslation('developers');
  const locale = useLanguageTag();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isRunning = progress !== null && outcome === null && error === null;

  async function handleRun() {
    if (!file) return;
    setOutcome(null);
    setError(null);
    setProgress({ done: 0, total: 0 });
    try {
      const rows = parseCsv(await file.text());
      if (rows.length === 0) {
        setError(t('noRows'));
        return;
      }
      if (rows.length > MAX_CSV_ROWS + 1) {
        setError(t('tooManyRows', { max: MAX_CSV_ROWS.toLocaleString(locale) }));
        return;
      }
      setOutcome(await props.run(rows, setProgress));
    } catch (caught) {
      setError(localMessage(serverMessageOr(caught, t('batchFailed'))));
    }
  }

  return (
    <RegionCard id={id} title={props.title} description={props.description} contentClassName="grid gap-4">
      <div className="grid gap-2">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          {t('csvFile')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setOutcome(null);
            setProgress(null);
            setError(null);
          }}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium"
        />
      </div>
      {props.children}
      <Button onClick={() => void handleRun()} disabled={!file || isRunning} className="w-full sm:w-fit">
        <Play aria-hidden />
        {isRunning ? t('converting') : t('convert')}
      </Button>
      {progress ? (
        <div className="grid gap-1.5">
          <Progress label={t('progressOf', { title: props.title })} value={progress.total ? progress.done : null} max={progress.total || 1} />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {progress.total ? t('rowsDone', { done: progress.done.toLocaleString(locale), total: progress.total.toLocaleString(locale) }) : t('readingFile')}
          </p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {outcome ? (
        <div className="flex flex-col gap-3 rounded-md border border-brand-200 bg-brand-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-brand-900" role="status">
            {outcome.summary}
          </p>
          <Button variant="outline" onClick={() => downloadCsv(outcome.csv, csvFileName(props.fileName, southAfricanDay()))}>
            <Download aria-hidden />
            {t('downloadResults')}
          </Button>
        </div>
      ) : null}
    </RegionCard>
  );
}

/** Codes in, places out (POST /api/v1/batch/lookup). */
export function BatchLookupTool() {
  const { t } = useTranslation('developers');
  const number = new Intl.NumberFormat(useLanguageTag());
  return (
    <CsvBatchTool
      title={t('lookupTitle')}
      description={t('lookupIntro')}
      fileName="zarcode-lookup"
      run={async (rows, onProgress) => {
        const codes = codesFromCsv(rows);
        const results = await lookUpCodesInBatches(codes, onProgress);
        const found = results.filter((result) => result.status === 'found').length;
        return {
          csv: lookupResultsToCsv(results),
          summary: t('lookupSummary', { found: number.format(found), total: number.format(results.length), missing: number.format(results.length - found) }),
        };
      }}
    />
  );
}

const RADII = [100, 250, 500, 1000, 2000, 5000];

/** Points in, the nearest public code of each out (POST /api/v1/batch/nearest). */
export function BatchNearestTool() {
  const { t } = useTranslation('developers');
  const number = new Intl.NumberFormat(useLanguageTag());
  const [radius, setRadius] = useState(NEAREST_DEFAULT_RADIUS_METERS);
  return (
    <CsvBatchTool
      title={t('nearestTitle')}
      description={t('nearestIntro')}
      fileName="zarcode-nearest"
      run={async (rows, onProgress) => {
        const pointRows = pointsFromCsv(rows);
        const readable = pointRows.flatMap((row) => (row.point ? [row.point] : []));
        const found = await findNearestInBatches(readable, radius, onProgress);
        let next = 0;
        const results = pointRows.map((row) => (row.point ? (found[next++] ?? null) : null));
        const hits = found.filter((result) => result.status === 'found').length;
        return {
          csv: nearestResultsToCsv(pointRows, results),
          summary: t('nearestSummary', {
            hits: number.format(hits),
            total: number.format(pointRows.length),
            radius: number.format(radius),
            unreadable: number.format(pointRows.length - readable.length),
          }),
        };
      }}
    >
      <Field id="nearest-radius" label={t('within')}>
        <NativeSelect id="nearest-radius" value={radius} onChange={(event) => setRadius(Number(event.target.value))} className="sm:w-48">
          {RADII.map((metres) => (
            <option key={metres} value={metres}>{`${number.format(metres)} m`}</option>
          ))}
        </NativeSelect>
      </Field>
    </CsvBatchTool>
  );
}
