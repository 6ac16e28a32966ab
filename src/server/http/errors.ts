import type { FastifyError, FastifyInstance } from 'fastify';

/** A refusal a caller can act on; becomes `{ ok: false, errorMsg }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const forbidden = (message = 'This customer is not yours') => new HttpError(403, message);
export const badRequest = (message: string) => new HttpError(400, message);

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ ok: false, errorMsg: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ ok: false, errorMsg: 'Internal server error' });
    }
    return reply.code(status).send({ ok: false, errorMsg: describeClientError(error) });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send({ ok: false, errorMsg: `Unknown API call: ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}

function describeClientError(error: FastifyError): string {
  if (error.validation && error.validation.length > 0) {
    const context = error.validationContext ?? 'request';
    return error.validation
      .map((issue) => {
        const where = `${context}${issue.instancePath ?? ''}`;
        const missing = (issue.params as { missingProperty?: string } | undefined)?.missingProperty;
        return missing ? `${where}/${missing} is required` : `${where} ${issue.message ?? 'is invalid'}`;
      })
      .join('; ');
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return `body is not valid JSON: ${error.message}`;
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'body is empty but the content type is application/json';
  return error.message;
}
