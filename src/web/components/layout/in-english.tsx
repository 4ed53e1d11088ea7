import type * as React from 'react';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS } from '../../../domain/i18n/languages';
import { i18n } from '../../lib/i18n';

/** The app's texts, fixed in English: shares the catalogues, never follows a language change. */
const english = i18n.cloneInstance({ lng: DEFAULT_LANGUAGE });

/**
 * Shows its part in English whatever the chosen language, marked as English for screen readers.
 * The admin area is a staff tool: its pages are written in English only, and the shared parts they
 * use (dialogs, pagination, forms' messages) follow it rather than mixing two languages on a page.
 */
export function InEnglish({ children }: { children: React.ReactNode }) {
  return (
    <I18nextProvider i18n={english}>
      <div lang={LANGUAGE_TAGS[DEFAULT_LANGUAGE]}>{children}</div>
    </I18nextProvider>
  );
}
