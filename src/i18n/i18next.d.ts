// The portal's texts typed from locales/en-US.json: t('…') and a Message's key accept only keys that exist there
// (the other languages have the same keys: locales.test.ts); the server's refusals likewise from locales/server/en-US.json.
import 'i18next';
import type english from '../../locales/en-US.json';
import type serverEnglish from '../../locales/server/en-US.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The server's refusals (src/server/i18n/messages.ts) live in their own namespace.
    resources: { translation: typeof english; server: typeof serverEnglish };
  }
}
