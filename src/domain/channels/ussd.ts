import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/languages';
import { isTypedCode } from '../zarcode/typed-code';
import { USSD_SCREEN_LENGTH } from './channels';
import type { Answer } from './conversation';
import { fitLines, septetsOf, toGsm7, type MessageLine } from './gsm7';
import { answerLines, type ChannelTranslate } from './replies';

/**
 * The USSD menu (*120*...#): 1 look up a code, 2 language, 3 help. A USSD gateway calls us at each
 * step of a session with everything typed since it began, the choices joined by '*' ('1*1CT7K2M'),
 * so the session is read again from its start each time: no state is kept between the calls.
 */

/** Where a session is, after what was typed in it. */
export type UssdScreen =
  /** The main menu; `notice`: the last input was not a choice, or a language was just chosen. */
  | { kind: 'menu'; notice: 'not_a_choice' | 'language_chosen' | null }
  | { kind: 'ask_code'; notice: 'not_a_code' | null }
  | { kind: 'languages'; notice: 'not_a_choice' | null }
  | { kind: 'help' }
  /** A code was typed: its answer ends the session. */
  | { kind: 'lookup'; typed: string };

export interface UssdSession {
  screen: UssdScreen;
  /** The language the last input chose (menu 2), to keep for the number; null when it chose none. */
  chosenLanguage: Language | null;
  /** What was typed last ('' at the start of a session). */
  lastInput: string;
}

const MENU = { lookUp: '1', language: '2', help: '3' } as const;
const BACK = '0';

/**
 * Reads a session's text ('', '1', '1*1CT7K2M', '2*3', '9*1'...) step by step from the main menu.
 * An input that is not one of the screen's choices shows that screen again, saying so; 0 goes back
 * to the menu. A session that went on past an answer (a gateway that did not end it) starts again.
 */
export function readUssdSession(text: string): UssdSession {
  const inputs = text === '' ? [] : text.split('*');
  let screen: UssdScreen = { kind: 'menu', notice: null };
  let chosenLanguage: Language | null = null;
  for (const raw of inputs) {
    const input = raw.trim();
    chosenLanguage = null;
    switch (screen.kind) {
      case 'ask_code':
        if (input === BACK) screen = { kind: 'menu', notice: null };
        else if (isTypedCode(input)) screen = { kind: 'lookup', typed: input };
        else screen = { kind: 'ask_code', notice: 'not_a_code' };
        break;
      case 'languages': {
        const language = LANGUAGES[Number(input) - 1];
        if (input === BACK) screen = { kind: 'menu', notice: null };
        else if (/^[1-9]$/.test(input) && language) {
          chosenLanguage = language;
          screen = { kind: 'menu', notice: 'language_chosen' };
        } else screen = { kind: 'languages', notice: 'not_a_choice' };
        break;
      }
      default:
        if (input === MENU.lookUp) screen = { kind: 'ask_code', notice: null };
        else if (input === MENU.language) screen = { kind: 'languages', notice: null };
        else if (input === MENU.help) screen = { kind: 'help' };
        else screen = { kind: 'menu', notice: 'not_a_choice' };
    }
  }
  return { screen, chosenLanguage, lastInput: inputs.at(-1)?.trim() ?? '' };
}

/** A screen's text, and whether it ends the session (END) or waits for input (CON). */
export interface UssdReply {
  text: string;
  isFinal: boolean;
}

const fitScreen = (lines: MessageLine[]) =>
  fitLines(
    lines.map((line) => ({ ...line, text: toGsm7(line.text).trim() })),
    USSD_SCREEN_LENGTH,
    septetsOf,
  );

const choice = (number: string, text: string): MessageLine => ({ text: `${number} ${text}`, priority: 0 });

/** A screen that waits for a choice: the menu, the code prompt or the languages. */
export function ussdPrompt(t: ChannelTranslate, screen: Exclude<UssdScreen, { kind: 'help' } | { kind: 'lookup' }>): UssdReply {
  const notice = screen.notice === null ? '' : t(screen.notice === 'language_chosen' ? 'channels:languageChosen' : screen.notice === 'not_a_code' ? 'channels:notACode' : 'channels:notAChoice');
  const noticeLine: MessageLine = { text: notice, priority: 1 };
  const back = choice(BACK, t('channels:back'));
  const lines: MessageLine[] =
    screen.kind === 'menu'
      ? [noticeLine, { text: t('channels:menuTitle'), priority: 2 }, choice(MENU.lookUp, t('channels:menuLookUp')), choice(MENU.language, t('channels:menuLanguage')), choice(MENU.help, t('channels:menuHelp'))]
      : screen.kind === 'ask_code'
        ? [noticeLine, { text: t('channels:askCode'), priority: 0 }, back]
        : [noticeLine, { text: t('channels:chooseLanguage'), priority: 0 }, ...LANGUAGES.map((language, index) => choice(String(index + 1), LANGUAGE_NAMES[language])), back];
  return { text: fitScreen(lines), isFinal: false };
}

/**
 * The last screen: help, or a code's answer. `isSmsSent`: the answer also went by SMS, which the
 * screen says, and which carries the link (so the screen may leave it out when room is short).
 */
export function ussdFinalScreen(t: ChannelTranslate, answer: Answer, isSmsSent: boolean): UssdReply {
  const link = answer.kind === 'code' ? answer.code.link : null;
  const lines = answerLines(t, answer, 'ussd').map((line) => (isSmsSent && line.text === link ? { ...line, priority: 5 } : line));
  if (isSmsSent) lines.push({ text: t('channels:smsSent'), priority: 0 });
  return { text: fitScreen(lines), isFinal: true };
}
