import { Download, Play } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
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
      if (rows.length === 0) throw new Error('The file has no rows.');
      if (rows.length > MAX_CSV_ROWS + 1) throw new Error(`One file may hold up to ${MAX_CSV_ROWS.toLocaleString('en-ZA')} rows.`);
      setOutcome(await props.run(rows, setProgress));
    } catch (caught) {
      setError(serverMessageOr(caught, 'The batch failed'));
    }
  }

  return (
    <RegionCard id={id} title={props.title} description={props.description} contentClassName="grid gap-4">
      <div className="grid gap-2">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          CSV file
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
        {isRunning ? 'Converting…' : 'Convert'}
      </Button>
      {progress ? (
        <div className="grid gap-1.5">
          <Progress label={`${props.title} progress`} value={progress.total ? progress.done : null} max={progress.total || 1} />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {progress.total ? `${progress.done.toLocaleString('en-ZA')} of ${progress.total.toLocaleString('en-ZA')} rows` : 'Reading the file…'}
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
            Download results
          </Button>
        </div>
      ) : null}
    </RegionCard>
  );
}

const count = (n: number) => n.toLocaleString('en-ZA');

/** Codes in, places out (POST /api/v1/batch/lookup). */
export function BatchLookupTool() {
  return (
    <CsvBatchTool
      title="Convert codes to coordinates"
      description="A CSV with a column of codes (headed code or zarcode, else the first column). You get each code's coordinates, address and Plus Code."
      fileName="zarcode-lookup"
      run={async (rows, onProgress) => {
        const codes = codesFromCsv(rows);
        const results = await lookUpCodesInBatches(codes, onProgress);
        const found = results.filter((result) => result.status === 'found').length;
        return {
          csv: lookupResultsToCsv(results),
          summary: `${count(found)} of ${count(results.length)} codes found; ${count(results.length - found)} unknown, private or not codes.`,
        };
      }}
    />
  );
}

const RADII = [100, 250, 500, 1000, 2000, 5000];

/** Points in, the nearest public code of each out (POST /api/v1/batch/nearest). */
export function BatchNearestTool() {
  const [radius, setRadius] = useState(NEAREST_DEFAULT_RADIUS_METERS);
  return (
    <CsvBatchTool
      title="Find the nearest code to points"
      description="A CSV with latitude and longitude columns (and an id, if you like). You get the nearest public code within the distance you choose."
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
          summary: `${count(hits)} of ${count(pointRows.length)} points have a code within ${count(radius)} m; ${count(pointRows.length - readable.length)} rows could not be read.`,
        };
      }}
    >
      <Field id="nearest-radius" label="Within">
        <NativeSelect id="nearest-radius" value={radius} onChange={(event) => setRadius(Number(event.target.value))} className="sm:w-48">
          {RADII.map((metres) => (
            <option key={metres} value={metres}>{`${count(metres)} m`}</option>
          ))}
        </NativeSelect>
      </Field>
    </CsvBatchTool>
  );
}
