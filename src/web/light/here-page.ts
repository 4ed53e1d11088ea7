import { NEAREST_CODE_RADIUS_METERS, nearestKeptCode, whereAmIText, type FieldStrings } from '../../domain/field/field';
import type { NearestCodeReply } from '../../domain/field/schemas';
import { formatCoordinates } from '../../domain/geo/coordinate-format';
import { plusCodeFor } from '../../domain/geo/plus-code';
import { spellCode } from '../../domain/zarcode/read-aloud';
import { smsUrl, whatsAppTextUrl } from '../../domain/zarcode/share-links';
import { keptCodeRows } from '../lib/offline-areas';
import { fill } from './code-link';

/** How long the nearest-code lookup may take before the page says it could not check. */
const LOOKUP_TIMEOUT_MS = 8_000;

interface Position {
  latitude: number;
  longitude: number;
  accuracyMeters: number;
}

/** The public code where the phone stands: the server's answer, else a kept area's, else why not. */
async function nearestCode(position: Position, strings: FieldStrings): Promise<{ zarcode: string | null; note: string }> {
  try {
    const query = `lat=${position.latitude}&lng=${position.longitude}`;
    const response = await fetch(`/api/field/nearest?${query}`, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    if (!response.ok) throw new Error(String(response.status));
    const { nearest } = (await response.json()) as NearestCodeReply;
    if (nearest) return { zarcode: nearest.zarcode, note: [nearest.title, fill(strings.away, { metres: Math.round(nearest.distanceMeters) })].filter(Boolean).join(' · ') };
    return { zarcode: null, note: strings.nearestNone };
  } catch {
    const kept = nearestKeptCode(await keptCodeRows(), position, NEAREST_CODE_RADIUS_METERS);
    if (kept) return { zarcode: kept.code.zarcode, note: `${strings.nearestKept} ${fill(strings.away, { metres: Math.round(kept.distanceMeters) })}` };
    return { zarcode: null, note: strings.nearestOffline };
  }
}

/** A Plus Code said aloud: its two halves spelled as codes are, 'plus' between them. */
const spellPlusCode = (plusCode: string, plus: string) => plusCode.split('+').map((half) => spellCode(half)).join(` ${plus} `);

/**
 * /here: the button reads the phone's position (navigator.geolocation), then the Plus Code and the
 * coordinates are shown at once (worked out here, no connection needed) and the nearest public code
 * when the server answers.
 */
export function enhanceHerePage(strings: FieldStrings, speechLang: string): void {
  const button = document.querySelector<HTMLButtonElement>('[data-here-locate]');
  const message = document.querySelector<HTMLElement>('[data-here-message]');
  const actions = document.querySelector<HTMLElement>('[data-here-actions]');
  const part = (name: string) => document.querySelector<HTMLElement>(`[data-here-${name}]`);
  if (!button || !message || !actions) return;

  const show = (name: string, value: string | null, note: string) => {
    const element = part(name);
    if (!element) return;
    element.hidden = false;
    element.querySelector<HTMLElement>('[data-value]')!.textContent = value ?? '—';
    element.querySelector<HTMLElement>('[data-note]')!.textContent = note;
  };
  const say = (text: string | null) => {
    message.hidden = text === null;
    message.textContent = text ?? '';
  };

  let spoken = '';
  part('speak')?.addEventListener('click', () => {
    if (!('speechSynthesis' in window)) return say(strings.noSpeech);
    const utterance = new SpeechSynthesisUtterance(spoken);
    utterance.lang = speechLang;
    utterance.rate = 0.85;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  });

  const located = async ({ coords }: GeolocationPosition) => {
    const position = { latitude: coords.latitude, longitude: coords.longitude, accuracyMeters: Math.round(coords.accuracy) };
    const plusCode = plusCodeFor(position.latitude, position.longitude);
    const coordinates = formatCoordinates(position.latitude, position.longitude);
    const accuracy = fill(strings.accuracy, { metres: position.accuracyMeters });
    say(null);
    show('plus', plusCode, '');
    show('coordinates', coordinates, accuracy);
    const render = (zarcode: string | null) => {
      spoken = [zarcode ? spellCode(zarcode) : null, `${strings.plusCode}: ${spellPlusCode(plusCode, strings.plus)}`].filter(Boolean).join('. ');
      const text = whereAmIText({ zarcode, plusCode, ...position }, { intro: strings.shareIntro, plusCode: strings.plusCode, accuracy });
      part('whatsapp')?.setAttribute('href', whatsAppTextUrl(text));
      part('sms')?.setAttribute('href', smsUrl(text));
      actions.hidden = false;
    };
    render(null);
    show('code', null, strings.locating);
    const nearest = await nearestCode(position, strings);
    show('code', nearest.zarcode, nearest.note);
    render(nearest.zarcode);
    button.disabled = false;
  };

  button.addEventListener('click', () => {
    if (!('geolocation' in navigator)) return say(strings.unsupported);
    button.disabled = true;
    say(strings.locating);
    navigator.geolocation.getCurrentPosition(
      (position) => void located(position),
      (error) => {
        button.disabled = false;
        say(error.code === error.PERMISSION_DENIED ? strings.denied : strings.unavailable);
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 10_000 },
    );
  });
}
