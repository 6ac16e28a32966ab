import { envelope } from './client';
import { CRASH, MessageError, type Message } from '../i18n/message';
import { isRecord } from '../domain/is-record';

/*
 * How the portal reads the server's answers: the envelope's verdict (ok, errorMsg), the model, the bare answers
 * the spec gives without an envelope, and a file that reached the browser.
 */

/** What openapi-fetch resolves to, whatever the call. */
export interface CallResult<T> {
  data?: T;
  error?: unknown;
}

interface Envelope {
  ok?: boolean;
  errorMsg?: string | null;
}

/** The server's errorMsg when it sent one, else the Crash text (doc 1 §8). */
export function refusalMessage(answer: unknown): Message {
  const text = isRecord(answer) && typeof answer.errorMsg === 'string' ? answer.errorMsg.trim() : '';
  return text ? { text } : CRASH;
}

/**
 * The spec gives some answers as a bare model, without `ok` (doc 1 §7: orders, communications, saved cards, the
 * access code): a successful (2xx) answer that carries a model and says nothing of ok is a success too.
 */
function modelWithoutOk(result: CallResult<unknown>): boolean {
  const data: unknown = result.data;
  return isRecord(data) && data.ok === undefined && 'model' in data;
}

/**
 * Whether a write went through: ok true, or a successful (2xx) answer that says nothing of ok and carries no
 * errorMsg — the spec gives some answers as errorMsg only (doc 1 §7: stop-periodicsale).
 */
export function succeeded(result: CallResult<unknown>): boolean {
  const answer: unknown = envelope(result);
  if (!isRecord(answer)) return false;
  if (answer.ok !== undefined) return answer.ok === true;
  return result.data !== undefined && !(typeof answer.errorMsg === 'string' && answer.errorMsg.trim() !== '');
}

/** A success of the standard envelope (`ok: true`), or the bare model the spec gives some answers without `ok`. */
type Success<T> = T extends { ok: false } ? never : T;

/** An enveloped answer when ok (or a bare model); otherwise rejects with the server's message, or Crash. */
export async function okAnswer<T extends Envelope>(call: Promise<CallResult<T>>): Promise<Success<T>> {
  const result = await call;
  const answer = envelope(result);
  if (result.data !== undefined && isRecord(answer) && (answer.ok === true || modelWithoutOk(result))) return result.data as Success<T>;
  throw new MessageError(refusalMessage(answer));
}

/** The model of an answer that may also come as the bare list itself (doc 1 §7, e.g. the saved cards). */
export async function modelAnswer<M>(call: Promise<CallResult<Envelope & { model?: M | null }>>): Promise<M | null> {
  const result = await call;
  if (Array.isArray(result.data)) return result.data as M;
  return (await okAnswer(Promise.resolve(result))).model ?? null;
}

/** A bare answer (an object with no envelope), or a rejection with the error envelope's message. */
export async function bareAnswer<T>(call: Promise<CallResult<T>>): Promise<T> {
  const result = await call;
  const data: unknown = result.data;
  if (isRecord(data) && data.ok !== false) return result.data as T;
  throw new MessageError(refusalMessage(result.error ?? data));
}

/**
 * Whether a file answer reached the browser. The contract types a file operation's answer as the file; the
 * API client hands the file to the browser and answers `{ ok, download }` in its place (src/api/middleware/answers.ts),
 * or the error envelope. This is the one place that reads that shape.
 */
export function downloaded(result: CallResult<unknown>): boolean {
  const answer: unknown = envelope(result);
  return isRecord(answer) && answer.ok === true && isRecord(answer.download);
}
