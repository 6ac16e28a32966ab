import fp from 'fastify-plugin';
import type { Language } from '../../i18n/languages';
import { languageOf } from './language';
import { translate, type MessageArgs, type MessageKey } from './messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from Accept-Language. */
    language: Language;
    /** A server message in the caller's language. */
    t(key: MessageKey, args?: MessageArgs): string;
  }
}

/** Every refusal is written in the language of the request that caused it. */
export const languagePlugin = fp(
  async (app) => {
    app.decorateRequest('language', 'en-US');
    app.decorateRequest('t', function t(this: { language: Language }, key: MessageKey, args?: MessageArgs) {
      return translate(this.language, key, args);
    });
    app.addHook('onRequest', (request, _reply, done) => {
      request.language = languageOf(request.headers['accept-language']);
      done();
    });
  },
  { name: 'language', fastify: '5.x' },
);
