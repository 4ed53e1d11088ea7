import { AlertCircle, Hash, Loader2, MapPin, Search } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SearchResult } from '../../../domain/zarcode/schemas';
import { suggestionSearchResult, zarcodeSearchResult } from '../../../domain/zarcode/search-result';
import { useCodeSuggestionsQuery, useCombinedSearchQuery, useZarcodeSearchQuery } from '../../api/zarcodes';
import { trackSearch } from '../../lib/analytics';
import { isTypedCode } from '../../lib/code-shape';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useIsMounted } from '../../lib/use-is-mounted';
import { useTypedBeforeTakeover } from '../../lib/use-typed-before-takeover';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { MIN_SEARCH_LENGTH, isSearchable, resultPath, resultSubtitle, resultTitle, searchDebounceMs, typedCodePath } from './search-rules';

export interface CodeSearchBoxProps {
  /** The input's id; the dropdown's ids derive from it. */
  id: string;
  label: string;
  /** Keep the label for screen readers only (the placeholder and icon tell the rest). */
  hideLabel?: boolean;
  placeholder?: string;
  /**
   * How long the dropdown stays after the box loses focus: 300 ms on the landing and dashboard
   * search, 500 ms on the code-lookup search (see search-rules.ts).
   */
  blurCloseDelayMs: number;
  /** Codes and places (/api/search/combined, the default) or codes only (/api/zarcodes/search). */
  source?: 'combined' | 'codes';
  /** 'hero': large, white on the landing's dark band, with a Search button. */
  variant?: 'hero' | 'default';
  className?: string;
}

/** 'suggestions': nothing found for a whole code, and "Did you mean" has codes one slip away. */
type PanelState = 'hint' | 'searching' | 'error' | 'empty' | 'results' | 'suggestions';

/**
 * The code-lookup search box: finds codes (by code, title or address) and, from the combined search,
 * places. Debounced (100 ms for a whole code, 500 ms otherwise), starts at 3 characters or a whole
 * code; the dropdown opens on typing or focus and closes on Escape, on a choice, and a moment after
 * the box loses focus (so that a tap on a result still lands). Enter on a typed code opens it at once.
 */
export function CodeSearchBox({
  id,
  label,
  hideLabel = false,
  placeholder = `e.g. 1CT-7K2M, a title or an address`,
  blurCloseDelayMs,
  source = 'combined',
  variant = 'default',
  className,
}: CodeSearchBoxProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('search');
  const [query, setQuery] = React.useState('');
  // On a page the server rendered first, what is typed before the app takes over is kept; searching waits for it.
  const isReady = useIsMounted();
  const [isOpen, setIsOpen] = React.useState(false);
  const inputRef = useTypedBeforeTakeover((typed, box) => {
    setQuery(typed);
    setIsOpen(document.activeElement === box);
  });
  // The highlighted option belongs to one answer: a new query starts with none highlighted.
  const [active, setActive] = React.useState<{ query: string; index: number }>({ query: '', index: -1 });
  const blurTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, searchDebounceMs(trimmed));
  React.useEffect(() => () => clearTimeout(blurTimer.current), []);

  const canSearch = isSearchable(debounced);
  const combined = useCombinedSearchQuery(debounced, source === 'combined' && canSearch);
  const codes = useZarcodeSearchQuery(debounced, source === 'codes' && canSearch);
  const search = source === 'combined' ? combined : codes;
  const results = React.useMemo<SearchResult[]>(() => {
    if (source === 'combined') return combined.data?.results ?? [];
    return (codes.data?.zarcodes ?? []).map(zarcodeSearchResult);
  }, [source, combined.data, codes.data]);

  const isNothingFound = canSearch && search.isSuccess && results.length === 0;
  const suggestionsQuery = useCodeSuggestionsQuery(debounced, isNothingFound && isTypedCode(debounced));
  const suggestions = React.useMemo(
    () => (suggestionsQuery.data?.suggestions ?? []).map(suggestionSearchResult),
    [suggestionsQuery.data],
  );

  // One search event per term searched, with the number of results it found.
  const trackedTerm = React.useRef('');
  React.useEffect(() => {
    if (!canSearch || !search.isSuccess || trackedTerm.current === debounced) return;
    trackedTerm.current = debounced;
    trackSearch(debounced, results.length);
  }, [canSearch, search.isSuccess, debounced, results.length]);

  const activeIndex = active.query === debounced ? active.index : -1;
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;

  let state: PanelState;
  if (!isSearchable(trimmed)) state = 'hint';
  else if (!canSearch || search.isPending) state = 'searching';
  else if (search.isError) state = 'error';
  else if (results.length > 0) state = 'results';
  else state = isNothingFound && suggestions.length > 0 ? 'suggestions' : 'empty';
  // What the arrow keys move through: the results, or the codes "Did you mean" offers.
  const options = state === 'results' ? results : state === 'suggestions' ? suggestions : [];
  const isPanelShown = isOpen && trimmed !== '';
  const isBusy = trimmed !== debounced || search.isFetching;

  function choose(result: SearchResult) {
    setIsOpen(false);
    navigate(resultPath(result));
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (activeIndex >= 0 && options[activeIndex]) {
      choose(options[activeIndex]);
      return;
    }
    const codePath = typedCodePath(trimmed);
    if (codePath) {
      setIsOpen(false);
      navigate(codePath);
      return;
    }
    if (state === 'results' && trimmed === debounced && results[0]) {
      choose(results[0]);
      return;
    }
    setIsOpen(true);
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      if (isOpen) event.preventDefault();
      setIsOpen(false);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setIsOpen(true);
    if (options.length === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = activeIndex < 0 ? (step > 0 ? 0 : options.length - 1) : (activeIndex + step + options.length) % options.length;
    setActive({ query: debounced, index: next });
  }

  function handleFocus() {
    clearTimeout(blurTimer.current);
    setIsOpen(true);
  }

  function handleBlur() {
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => setIsOpen(false), blurCloseDelayMs);
  }

  const isHero = variant === 'hero';
  return (
    <form role="search" onSubmit={handleSubmit} noValidate className={cn('w-full', className)}>
      <label
        htmlFor={id}
        className={cn(
          'mb-2 block text-sm font-medium',
          isHero ? 'text-brand-50' : 'text-slate-800',
          hideLabel && 'sr-only',
        )}
      >
        {label}
      </label>
      <div className="relative">
        <div className={cn('flex gap-2', isHero && 'rounded-xl bg-white p-2 shadow-lg')}>
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <input
              id={id}
              type="text"
              role="combobox"
              inputMode="search"
              enterKeyHint="search"
              ref={inputRef}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setIsOpen(true);
              }}
              onFocus={handleFocus}
              onBlur={handleBlur}
              onKeyDown={handleKeyDown}
              placeholder={placeholder}
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              aria-autocomplete="list"
              aria-expanded={isPanelShown}
              aria-controls={isPanelShown && options.length > 0 ? listId : undefined}
              aria-activedescendant={isPanelShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
              className={cn(
                'w-full text-base text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-ring',
                isHero
                  ? 'h-12 rounded-lg border-0 bg-transparent pl-10 pr-9'
                  : 'h-11 rounded-md border border-input bg-background pl-10 pr-9 shadow-xs focus-visible:border-ring focus-visible:outline-offset-0 focus-visible:outline-ring/30',
              )}
            />
            {isPanelShown && isBusy && state !== 'hint' ? (
              <Loader2
                className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-slate-400"
                aria-hidden
              />
            ) : null}
          </div>
          {isHero ? (
            <Button type="submit" size="lg" className="min-h-12 px-4 sm:px-6" aria-label={t('searchButton')} disabled={!isReady}>
              <Search className="sm:hidden" aria-hidden />
              <span className="hidden sm:inline">{t('searchButton')}</span>
            </Button>
          ) : null}
        </div>

        {isPanelShown ? (
          <div
            className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-lg border border-border bg-card text-left text-card-foreground shadow-xl"
            // Keeps the focus in the box while a result is pressed with a mouse.
            onMouseDown={(event) => event.preventDefault()}
          >
            <SearchPanel
              state={state}
              query={debounced}
              options={options}
              listId={listId}
              optionId={optionId}
              activeIndex={activeIndex}
              onChoose={choose}
              onHover={(index) => setActive({ query: debounced, index })}
            />
          </div>
        ) : null}
      </div>
    </form>
  );
}

interface SearchPanelProps {
  state: PanelState;
  query: string;
  /** The results, or the codes "Did you mean" offers. */
  options: SearchResult[];
  listId: string;
  optionId: (index: number) => string;
  activeIndex: number;
  onChoose: (result: SearchResult) => void;
  onHover: (index: number) => void;
}

function SearchPanel({ state, query, ...listProps }: SearchPanelProps) {
  const { t } = useTranslation('search');
  const list = (label: string) => <OptionList label={label} {...listProps} />;
  if (state === 'results') return list(t('results'));

  const noResults = <p className="font-medium text-slate-900">{t('noResults', { query })}</p>;
  if (state === 'suggestions') {
    return (
      <>
        <div role="status" className="px-4 pt-3 text-sm">
          {noResults}
          <p className="mt-1 text-muted-foreground">{t('didYouMean')}</p>
        </div>
        {list(t('didYouMeanList'))}
      </>
    );
  }

  let body: React.ReactNode;
  if (state === 'hint') {
    body = (
      <p className="text-muted-foreground">{t('hint', { count: MIN_SEARCH_LENGTH })}</p>
    );
  } else if (state === 'searching') {
    body = <p className="text-muted-foreground">{t('searching')}</p>;
  } else if (state === 'error') {
    body = (
      <p className="flex items-center gap-2 font-medium text-destructive">
        <AlertCircle className="size-4 shrink-0" aria-hidden />
        {t('failed')}
      </p>
    );
  } else {
    body = (
      <>
        {noResults}
        <p className="mt-1 text-muted-foreground">{t('emptyHint')}</p>
      </>
    );
  }
  return (
    <div role="status" className="px-4 py-3 text-sm">
      {body}
    </div>
  );
}

type OptionListProps = Omit<SearchPanelProps, 'state' | 'query'> & { label: string };

function OptionList({ label, options, listId, optionId, activeIndex, onChoose, onHover }: OptionListProps) {
  const { t } = useTranslation();
  return (
    <ul id={listId} role="listbox" aria-label={label} className="max-h-[min(22rem,60dvh)] overflow-y-auto py-1">
      {options.map((result, index) => {
        const isCode = result.type === 'zarcode';
        const Icon = isCode ? Hash : MapPin;
        return (
          <li
            key={`${result.type}-${result.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            onClick={() => onChoose(result)}
            onMouseMove={() => index !== activeIndex && onHover(index)}
            className={cn(
              'flex min-h-12 cursor-pointer items-start gap-3 px-3 py-2.5',
              index === activeIndex ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
            )}
          >
            <span
              className={cn(
                'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full',
                isCode ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-600',
              )}
              aria-hidden
            >
              <Icon className="size-4" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 text-sm font-medium text-slate-900">{resultTitle(result)}</span>
              {resultSubtitle(result) ? (
                <span className="block truncate text-xs text-muted-foreground">{resultSubtitle(result)}</span>
              ) : null}
            </span>
            <span
              className={cn(
                'mt-0.5 shrink-0 rounded px-1.5 py-0.5 text-[11px] font-semibold uppercase tracking-wide',
                isCode ? 'bg-brand-100 font-mono text-brand-900' : 'bg-slate-100 text-slate-600',
              )}
            >
              {isCode ? result.zarcode : t('codePage:place')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
