import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { message, translate, type MessageArgs, type MessageKey, type ServerMessage } from '../i18n/messages';
import { Refusal, refusalAnswer } from './refusal';
import { validationMessage } from './validation-messages';

/**
 * A refusal a caller can act on; becomes `{ ok: false, errorMsg }` with its status, the
 * message put in the caller's language when the answer is written.
 */
export class HttpError extends Error {
  readonly userMessage: ServerMessage;

  constructor(
    readonly statusCode: number,
    userMessage: ServerMessage,
    readonly headers: Record<string, string> = {},
  ) {
    // In English for logs and tests; the answer is written in the caller's language.
    super(translate('en-US', userMessage.key, userMessage.args));
    this.userMessage = userMessage;
  }
}

type NotFoundKey = Extract<MessageKey, `notFound.${string}`>;

export const notFound = (key: NotFoundKey, args?: MessageArgs) => new HttpError(404, message(key, args));
export const forbidden = (key: MessageKey, args?: MessageArgs) => new HttpError(403, message(key, args));
export const badRequest = (key: MessageKey, args?: MessageArgs) => new HttpError(400, message(key, args));

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Refusal, request, reply) => {
    // A business refusal is a 200 answer, as the contract wants: the one place that writes it.
    if (error instanceof Refusal) return reply.code(200).send(refusalAnswer(request, error));
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ok: false, errorMsg: request.t(error.userMessage.key, error.userMessage.args) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ ok: false, errorMsg: request.t('errors.internal') });
    }
    const { key, args } = describeClientError(error, request);
    return reply.code(status).send({ ok: false, errorMsg: request.t(key, args) });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send({ ok: false, errorMsg: request.t('errors.unknownApiCall', { method: request.method, path: request.url.split('?')[0] ?? '' }) });
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}

function describeClientError(error: FastifyError, request: FastifyRequest): ServerMessage {
  if (error.validation && error.validation.length > 0) {
    const context = error.validationContext ?? 'request';
    // The first problem is the one to fix first; the portal maps it onto its field.
    return validationMessage(context, error.validation[0]!);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return message('errors.invalidJson');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return message('errors.emptyJson');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return message('errors.bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return message('errors.unsupportedMediaType', { type: String(request.headers['content-type'] ?? '').split(';')[0] ?? '' });
    default:
      return error instanceof SyntaxError ? message('errors.invalidJson') : message('errors.badRequest');
  }
}
