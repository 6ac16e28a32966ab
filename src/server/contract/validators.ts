import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { CONTRACT_ID, type Contract } from './contract';
import { boundRequestSchema } from './request-bounds';
import { findNul, NUL_MESSAGE, NUL_PATTERN } from './hostile-text';
import { CLUB_DAY_FORMAT, isClubDay, isSaneDate, isSaneDateTime } from './date-formats';

type AjvInstance = InstanceType<typeof Ajv2020>;

function createAjv(contract: Contract, options: { coerceTypes: boolean; requests: boolean }): AjvInstance {
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: options.coerceTypes, useDefaults: true, validateFormats: true });
  addFormats(ajv);
  if (options.requests) {
    // Days and instants the database can hold and a club can mean: years 1900 to 2200.
    ajv.addFormat('date', { type: 'string', validate: isSaneDate });
    ajv.addFormat('date-time', { type: 'string', validate: isSaneDateTime });
  }
  ajv.addFormat(CLUB_DAY_FORMAT, { type: 'string', validate: isClubDay });
  for (const keyword of ['example', 'x-enum-varnames', 'x-enum-descriptions', 'x-customer-scope', 'discriminator', 'xml', 'externalDocs']) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword(keyword);
  }
  const components = contract.components ?? {};
  ajv.addSchema({ $id: CONTRACT_ID, components: options.requests ? boundRequestSchema(components) : components });
  return ajv;
}

type Validate = ((this: unknown, data: unknown, ...rest: unknown[]) => boolean) & { errors?: FastifySchemaValidationError[] | null };

/**
 * A request validator: refuses a NUL character anywhere (no column can store one) before the schema,
 * bounded where the contract leaves it open, is checked.
 */
function requestValidator(validate: Validate): Validate {
  const checked: Validate = function (this: unknown, data: unknown, ...rest: unknown[]) {
    const nul = findNul(data);
    if (nul !== undefined) {
      checked.errors = [{ keyword: 'pattern', instancePath: nul, schemaPath: '#/pattern', params: { pattern: NUL_PATTERN }, message: NUL_MESSAGE }];
      return false;
    }
    const valid = validate.call(this, data, ...rest);
    checked.errors = validate.errors;
    return valid;
  };
  return checked;
}

/**
 * Path and query values arrive as text, so they are coerced to the contract's types;
 * JSON bodies are not: a number sent as a string is a mistyped body and gets a 400.
 */
export function createSchemaCompiler(contract: Contract): FastifySchemaCompiler<unknown> {
  const coercing = createAjv(contract, { coerceTypes: true, requests: true });
  const exact = createAjv(contract, { coerceTypes: false, requests: true });
  return ({ schema, httpPart }) => {
    // Fastify reads `.errors` of a compiled Ajv function, and passes parentData so root coercion works.
    return requestValidator((httpPart === 'body' ? exact : coercing).compile(boundRequestSchema(schema as object)) as Validate);
  };
}

/** For tests and tools: checks an answer against the contract's schema for it. */
export function createResponseValidator(contract: Contract): AjvInstance {
  return createAjv(contract, { coerceTypes: false, requests: false });
}
