import { Search } from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/brand';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { formatCode } from '../../lib/code-shape';
import { paths } from '../../paths';

export const MIN_SEARCH_LENGTH = 3;

/**
 * The hero's search box. A typed code opens its page; address and title search arrive with the
 * search feature, so until then other text gets the 'no results' hint.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = React.useState('');
  const [hint, setHint] = React.useState<string | null>(null);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    const code = formatCode(text);
    if (code) {
      navigate(paths.shortCode(code));
      return;
    }
    if (text.length < MIN_SEARCH_LENGTH) {
      setHint(`Enter at least ${MIN_SEARCH_LENGTH} characters, or a complete ${PRODUCT_NAME}.`);
      return;
    }
    setHint(null);
    toast({
      title: `No results found for "${text}"`,
      description: `Enter a complete ${PRODUCT_NAME} (e.g. 1CT-7K2M) or a full address.`,
    });
  }

  return (
    <form role="search" onSubmit={handleSubmit} className="w-full max-w-xl" noValidate>
      <label htmlFor="hero-search" className="mb-2 block text-sm font-medium text-brand-50">
        Look up a {PRODUCT_NAME}
      </label>
      <div className="flex flex-col gap-2 rounded-xl bg-white p-2 shadow-lg sm:flex-row">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            id="hero-search"
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setHint(null);
            }}
            placeholder="e.g. 1CT-7K2M"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={hint ? 'hero-search-hint' : undefined}
            className="h-12 w-full rounded-lg border-0 bg-transparent pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
        <Button type="submit" size="lg" className="h-12">
          Search
        </Button>
      </div>
      {hint ? (
        <p id="hero-search-hint" className="mt-2 text-sm text-gold-100">
          {hint}
        </p>
      ) : null}
    </form>
  );
}
