import { MapPin, Navigation, Search } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../domain/places/schemas';
import { formatCoordinates } from '../../../domain/geo/coordinate-format';
import { parseMapInput } from '../../../domain/geo/map-input';
import { usePlaceSearchQuery } from '../../api/places';
import { usePublicSettingsQuery } from '../../api/settings';
import { localMessage } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { controlFrame } from '../ui/control-frame';
import { Spinner } from '../ui/spinner';
import { MAP_ERROR_TEXT } from './map-error';

/** The search constants: place search starts at 3 characters, 500 ms after typing stops. */
export const MAP_SEARCH_MIN_LENGTH = 3;
export const MAP_SEARCH_DEBOUNCE_MS = 500;
/** The dropdown closes this long after the box loses focus, so a tap on a result still lands. */
export const MAP_SEARCH_BLUR_CLOSE_MS = 500;

export interface MapSearchPick {
  latitude: number;
  longitude: number;
  /** What the box shows once picked: the place's name or the coordinates. */
  label: string;
  place?: Place;
}

interface Option {
  id: string;
  label: string;
  detail?: string;
  kind: 'coordinates' | 'place';
  pick: MapSearchPick;
}

export interface MapSearchBoxProps {
  onPick(pick: MapSearchPick): void;
  /** Text the box starts with (e.g. an address handed over from the address-not-found page). */
  initialQuery?: string;
  id?: string;
  className?: string;
}

/**
 * The map's search box: a place in South Africa, a full map link, decimal `lat,lng` or
 * degrees-minutes-seconds. Coordinates and links are read here, with no request; words go to the place
 * search. Shortened links and impossible numbers get their message under the box, which stays until
 * the text changes (a toast would vanish while the person copies the full link).
 */
export function MapSearchBox({ onPick, initialQuery = '', id = 'map-search', className }: MapSearchBoxProps) {
  const { t, i18n } = useTranslation('codeForm');
  const [text, setText] = React.useState(initialQuery);
  const [settled, setSettled] = React.useState(initialQuery);
  const [isOpen, setIsOpen] = React.useState(false);
  const [activeIndex, setActiveIndex] = React.useState(0);
  const closeTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = `${id}-results`;
  const messageId = `${id}-message`;

  // Typing settles 500 ms after the last key; a paste or Enter settles at once.
  React.useEffect(() => {
    if (text === settled) return;
    const timer = setTimeout(() => setSettled(text), MAP_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, settled]);
  React.useEffect(() => () => clearTimeout(closeTimer.current), []);

  const typed = parseMapInput(text);
  const parsedSettled = parseMapInput(settled);
  const message =
    parsedSettled.kind === 'shortened-url' || parsedSettled.kind === 'out-of-range' || parsedSettled.kind === 'unreadable-url'
      ? parsedSettled.message
      : null;
  const placeQuery = parsedSettled.kind === 'not-coordinates' ? parsedSettled.query.trim() : '';
  const searchEnabled = placeQuery.length >= MAP_SEARCH_MIN_LENGTH;
  const search = usePlaceSearchQuery(placeQuery, searchEnabled);
  // With a maps key set, places come from Google: its failure says 'Failed to load Google Maps'.
  const hasGoogleKey = Boolean(usePublicSettingsQuery().data?.googleMapsApiKey);

  const options: Option[] = [];
  if (typed.kind === 'coordinates') {
    const label = formatCoordinates(typed.latitude, typed.longitude);
    options.push({
      id: `${id}-coordinates`,
      label: t('goTo', { place: label }),
      detail: typed.source === 'map-url' ? t('fromMapLink') : t('coordinates'),
      kind: 'coordinates',
      pick: { latitude: typed.latitude, longitude: typed.longitude, label },
    });
  } else if (typed.kind === 'not-coordinates' && searchEnabled && search.data) {
    for (const place of search.data.places) {
      options.push({
        id: `${id}-place-${place.id}`,
        label: place.name,
        detail: place.subtitle,
        kind: 'place',
        pick: { latitude: place.latitude, longitude: place.longitude, label: place.name, place },
      });
    }
  }
  const isSearching = typed.kind === 'not-coordinates' && (text !== settled || search.isFetching) && text.trim().length >= MAP_SEARCH_MIN_LENGTH;
  const showNoResults =
    typed.kind === 'not-coordinates' && !isSearching && searchEnabled && search.isSuccess && options.length === 0;
  const showFailure = typed.kind === 'not-coordinates' && !isSearching && searchEnabled && search.isError;
  const hasPanel = options.length > 0 || isSearching || showNoResults || showFailure;
  const isExpanded = isOpen && hasPanel && message === null;
  const active = Math.min(activeIndex, Math.max(0, options.length - 1));

  function pick(option: Option) {
    setText(option.pick.label);
    setSettled(option.pick.label);
    setIsOpen(false);
    setActiveIndex(0);
    onPick(option.pick);
  }

  /** Acts on the whole text now: coordinates and links are placed at once, words are searched. */
  function commit(value: string) {
    setSettled(value);
    const parsed = parseMapInput(value);
    if (parsed.kind === 'coordinates') {
      const label = formatCoordinates(parsed.latitude, parsed.longitude);
      pick({ id: 'commit', label, kind: 'coordinates', pick: { latitude: parsed.latitude, longitude: parsed.longitude, label } });
      return;
    }
    setIsOpen(true);
  }

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setText(value);
    setActiveIndex(0);
    setIsOpen(true);
    const inputType = (event.nativeEvent as InputEvent).inputType;
    if (inputType === 'insertFromPaste' || inputType === 'insertFromDrop') {
      const parsed = parseMapInput(value);
      if (parsed.kind !== 'not-coordinates') commit(value);
    }
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setIsOpen(true);
        setActiveIndex(options.length ? (active + 1) % options.length : 0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setIsOpen(true);
        setActiveIndex(options.length ? (active - 1 + options.length) % options.length : 0);
        break;
      case 'Enter': {
        event.preventDefault();
        const option = options[active];
        if (isExpanded && option && settled === text) pick(option);
        else commit(text);
        break;
      }
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          setIsOpen(false);
        }
        break;
    }
  }

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('searchLocation')}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isExpanded && options[active] ? options[active].id : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : `${id}-hint`}
          enterKeyHint="search"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          value={text}
          placeholder={t('searchPlaceholder')}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            setIsOpen(true);
          }}
          onBlur={() => {
            clearTimeout(closeTimer.current);
            closeTimer.current = setTimeout(() => setIsOpen(false), MAP_SEARCH_BLUR_CLOSE_MS);
          }}
          className={cn(controlFrame, 'h-11 pl-9 pr-9 placeholder:text-slate-400')}
        />
        {isSearching ? (
          <span className="absolute right-3 top-1/2 -translate-y-1/2 text-slate-400">
            <Spinner label={t('search:searching')} />
          </span>
        ) : null}
        <div
          className={cn(
            'absolute inset-x-0 top-full z-[1100] mt-1 overflow-hidden rounded-md border border-border bg-white shadow-lg',
            !isExpanded && 'hidden',
          )}
        >
          <ul id={listId} role="listbox" aria-label={t('search:results')} className="max-h-72 overflow-y-auto py-1">
            {options.map((option, index) => (
              <li
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
                onMouseEnter={() => setActiveIndex(index)}
                className={cn(
                  'flex cursor-pointer items-start gap-2.5 px-3 py-2.5 text-sm',
                  index === active ? 'bg-accent text-accent-foreground' : 'text-slate-800',
                )}
              >
                {option.kind === 'coordinates' ? (
                  <Navigation className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
                ) : (
                  <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
                )}
                <span className="min-w-0">
                  <span className="block truncate font-medium">{option.label}</span>
                  {option.detail ? <span className="block truncate text-xs text-muted-foreground">{option.detail}</span> : null}
                </span>
              </li>
            ))}
          </ul>
          {isSearching && options.length === 0 ? <p className="px-3 py-2.5 text-sm text-muted-foreground">{t('search:searching')}</p> : null}
          {showNoResults ? (
            <p className="px-3 py-2.5 text-sm text-muted-foreground">{t('noPlaces', { query: placeQuery })}</p>
          ) : null}
          {showFailure ? (
            <p className="px-3 py-2.5 text-sm text-destructive">
              {hasGoogleKey ? localMessage(MAP_ERROR_TEXT.googleFailed, i18n) : t('searchFailed')}
            </p>
          ) : null}
          {typed.kind === 'not-coordinates' && search.data && options.length > 0 ? (
            <p className="border-t border-border bg-slate-50 px-3 py-1.5 text-[11px] text-muted-foreground">
              {t('addressNotFound:placeData', { sources: search.data.attributions.join(', ') })}
            </p>
          ) : null}
        </div>
      </div>
      {message ? (
        <p id={messageId} role="alert" className="mt-1.5 text-sm font-medium text-destructive">
          {localMessage(message, i18n)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted-foreground">
          {t('searchHint')}
        </p>
      )}
    </div>
  );
}
