import i18next from 'i18next';
import { ALL_CATALOGUES_OPTIONS } from '../i18n/catalogues';
import type { Language } from '../i18n/languages';
import type { ChannelTranslate } from './replies';

/** For the unit tests: the catalogues' texts of one language, as the server's translator gives them. */
const instance = i18next.createInstance();
void instance.init(ALL_CATALOGUES_OPTIONS);

export const textsOf = (language: Language): ChannelTranslate => instance.getFixedT(language);
