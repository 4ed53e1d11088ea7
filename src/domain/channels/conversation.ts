import { formatCoordinate } from '../geo/coordinate-format';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { placeLine, regionLine, streetLine } from '../zarcode/code-place';
import { codeShortLink } from '../zarcode/read-aloud';
import type { CodeSuggestion, ZarcodeRecord } from '../zarcode/schemas';
import type { TurnKind } from './channels';
import { readCommand, type Inbound } from './commands';

/**
 * The conversation every channel holds, deciding what to answer a message: the same on WhatsApp,
 * by SMS and by USSD. What it needs of the world (the code lookup, the codes near a point) comes in
 * as ports, so that it is pure and tested without a database; each channel writes the answer in its
 * own form (replies.ts, ussd.ts).
 */

/** A code as a channel answers it: what its public page shows to whoever holds its code. */
export interface ChannelCode {
  code: string;
  /** Only when the code is public: a private code's page shows no title to a visitor. */
  title: string | null;
  /** '12 Long Street, City Centre' (may be empty). */
  street: string;
  /** 'Cape Town, Western Cape, South Africa'. */
  region: string;
  plusCode: string;
  latitude: number;
  longitude: number;
  /** The code's page (PUBLIC_URL/1CT-7K2M), which carries everything else. */
  link: string;
}

/** A public code near a shared pin. */
export interface NearbyCode {
  code: string;
  title: string | null;
  /** 'Sea Point, Cape Town, Western Cape'. */
  place: string;
  distanceMeters: number;
  link: string;
}

/** What looking up a typed code gave. */
export type CodeLookup =
  | { status: 'found'; code: ChannelCode }
  /** `shown`: the code as it reads (1CT-7K2X); `suggestions`: "Did you mean", as the web offers them. */
  | { status: 'not_found'; shown: string; suggestions: CodeSuggestion[] }
  /** The number is past the code lookup limit. */
  | { status: 'refused'; retryAfterMinutes: number };

/** What the conversation needs of the world. */
export interface ConversationPorts {
  lookUpCode(typed: string): Promise<CodeLookup>;
  /** The public codes within NEARBY_RADIUS_METERS of a point, at most NEARBY_CODES_MAX, nearest first. */
  listNearby(point: { latitude: number; longitude: number }): Promise<NearbyCode[]>;
}

/** The answer, before a channel writes it. */
export type Answer =
  | { kind: 'code'; code: ChannelCode }
  | { kind: 'not_found'; shown: string; suggestions: CodeSuggestion[] }
  | { kind: 'too_many_lookups'; minutes: number }
  | { kind: 'too_many_messages'; minutes: number }
  | { kind: 'nearby'; latitude: number; longitude: number; codes: NearbyCode[]; generatorLink: string }
  /** `isUnknown`: what was sent was no code nor a word we know. */
  | { kind: 'help'; isUnknown: boolean }
  | { kind: 'stopped' };

/** One turn of a conversation: what it was about, the answer, and the language to answer in. */
export interface Turn {
  kind: TurnKind;
  answer: Answer;
  /** The language of the answer. */
  language: Language;
  /** The language the message chose (HULP: Afrikaans), to keep for the number; null when it chose none. */
  chosenLanguage: Language | null;
}

/** A code record, as the public page's presenter gave it for a visitor, as a channel answers it. */
export function channelCodeOf(
  record: Pick<ZarcodeRecord, 'zarcode' | 'title' | 'privacy' | 'latitude' | 'longitude' | 'addressLine1' | 'addressLine2' | 'suburb' | 'city' | 'province' | 'country' | 'plusCode'>,
  publicUrl: string,
): ChannelCode {
  return {
    code: record.zarcode,
    // The presenter leaves a private title out already; this says it again where channels read it.
    title: record.privacy === 'public' ? record.title : null,
    street: streetLine(record),
    region: regionLine(record),
    plusCode: record.plusCode,
    latitude: Number(record.latitude),
    longitude: Number(record.longitude),
    link: codeShortLink(publicUrl, record.zarcode),
  };
}

/** A public code near a pin, as a channel answers it. */
export function nearbyCodeOf(
  code: { code: string; title: string | null; suburb: string | null; city: string; province: string },
  distanceMeters: number,
  publicUrl: string,
): NearbyCode {
  // A stored province is one of the nine; placeLine only joins the names.
  const place = placeLine(code as Pick<ZarcodeRecord, 'suburb' | 'city' | 'province'>);
  return { code: code.code, title: code.title, place, distanceMeters, link: codeShortLink(publicUrl, code.code) };
}

/** The generator opened at a point: PUBLIC_URL/generator?lat=-33.924900&lng=18.424100. */
export function generatorAtPointUrl(publicUrl: string, point: { latitude: number; longitude: number }): string {
  const origin = publicUrl.replace(/\/+$/, '');
  return `${origin}/generator?lat=${formatCoordinate(point.latitude)}&lng=${formatCoordinate(point.longitude)}`;
}

/**
 * The turn that answers `inbound` from a number whose language is `language` (null: none chosen
 * yet, English). A code is looked up (its answer, "Did you mean", or the lookup limit); a pin gets
 * the public codes near it and the generator at that point; HELP and its words in our languages
 * (which choose that language), and anything we cannot read, get what to send; STOP is answered
 * once, as the last message.
 */
export async function converse(
  inbound: Inbound,
  language: Language | null,
  ports: ConversationPorts,
  publicUrl: string,
): Promise<Turn> {
  const command = readCommand(inbound);
  const chosenLanguage = command.kind === 'help' ? command.language : null;
  const turn = (kind: TurnKind, answer: Answer): Turn => ({
    kind,
    answer,
    language: chosenLanguage ?? language ?? DEFAULT_LANGUAGE,
    chosenLanguage,
  });
  switch (command.kind) {
    case 'stop':
      return turn('stop', { kind: 'stopped' });
    case 'help':
      return turn('help', { kind: 'help', isUnknown: false });
    case 'unknown':
      return turn('unknown', { kind: 'help', isUnknown: true });
    case 'code': {
      const found = await ports.lookUpCode(command.typed);
      if (found.status === 'found') return turn('code', { kind: 'code', code: found.code });
      if (found.status === 'refused') return turn('code', { kind: 'too_many_lookups', minutes: found.retryAfterMinutes });
      return turn('code', { kind: 'not_found', shown: found.shown, suggestions: found.suggestions });
    }
    case 'location': {
      const point = { latitude: command.latitude, longitude: command.longitude };
      const codes = await ports.listNearby(point);
      return turn('location', { kind: 'nearby', ...point, codes, generatorLink: generatorAtPointUrl(publicUrl, point) });
    }
  }
}
