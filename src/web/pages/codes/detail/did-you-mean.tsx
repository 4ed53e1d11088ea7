import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useCodeSuggestionsQuery } from '../../../api/zarcodes';
import { isTypedCode } from '../../../lib/code-shape';
import { paths } from '../../../paths';

/**
 * "Did you mean" under a code that does not exist: up to three public codes one slip away, best
 * known first, each with its suburb and city so the reader can tell them apart. Shows nothing while
 * it loads, when there are none, or when the server refuses (its rate limit).
 */
export function DidYouMean({ code }: { code: string }) {
  const query = useCodeSuggestionsQuery(code, isTypedCode(code));
  const suggestions = query.data?.suggestions ?? [];
  if (suggestions.length === 0) return null;
  return (
    <nav aria-labelledby="did-you-mean" className="mt-6 w-full text-left">
      <h2 id="did-you-mean" className="text-sm font-semibold text-slate-700">
        Did you mean:
      </h2>
      <ul className="mt-2 grid grid-cols-1 gap-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion.id}>
            <Link
              to={paths.code(suggestion.zarcode)}
              className="flex min-h-14 items-center gap-3 rounded-lg border border-border bg-card px-4 py-3 shadow-xs hover:border-brand-300 hover:bg-accent"
            >
              <span className="shrink-0 font-mono text-lg font-bold tracking-wider text-slate-900">
                {suggestion.zarcode}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-800">{suggestion.title}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {[suggestion.suburb, suggestion.city].filter(Boolean).join(', ')}
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
