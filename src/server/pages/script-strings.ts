import { ACCESS_DETAIL_FIELDS, ACCESS_DETAIL_LABEL_KEYS, type AccessDetailField } from '../../domain/access-details/access-details';
import type { Translate } from './i18n';

/** The texts the enhancement script shows itself (toasts, the photo viewer, saved codes), in the page's language. */
export function pageScriptStrings(t: Translate) {
  return {
    copyFailed: t('common:copyFailed'),
    close: t('common:close'),
    savedToast: t('codePage:savedToast'),
    unsavedToast: t('codePage:unsavedToast'),
    save: t('codePage:save'),
    saved: t('codePage:saved'),
    mapUnavailable: t('codePage:mapUnavailable'),
    checkConnection: t('codePage:checkConnection'),
    shareFailed: t('codePage:shareFailed'),
    shareFailedHint: t('codePage:shareFailedHint'),
    previousPhoto: t('codePage:previousPhoto'),
    nextPhoto: t('codePage:nextPhoto'),
    private: t('codePage:private'),
    privateHint: t('codePage:privateHint'),
    notFound: t('codePage:notFoundToast'),
    remove: t('saved:remove', { code: '{{code}}' }),
    access: {
      why: {
        owner: t('codePage:accessWhyOwner'),
        admin: t('codePage:accessWhyAdmin'),
        account: t('codePage:accessWhyAccount'),
        link: t('codePage:accessWhyLink'),
      },
      empty: t('codePage:accessEmpty'),
      labels: Object.fromEntries(ACCESS_DETAIL_FIELDS.map((field) => [field, t(ACCESS_DETAIL_LABEL_KEYS[field])])) as Record<AccessDetailField, string>,
    },
  };
}
