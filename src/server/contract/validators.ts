import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { CONTRACT_ID, type Contract } from './contract';
import { boundRequestSchema } from './request-bounds';
import { findNul, NUL_MESSAGE, NUL_PATTERN } from './hostile-text';
import { CLUB_DAY_FORMAT, isClubDay, isSaneDate, isSaneDateTime } from './date-formats';
import { closedAnswerComponents, closedAnswerSchema } from './closed-answers';

type AjvInstance = InstanceType<typeof Ajv2020>;

function createAjv(contract: Contract, options: { coerceTypes: boolean; requests: boolean; closedAnswers?: boolean }): AjvInstance {
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
  const registered = options.requests ? boundRequestSchema(components) : options.closedAnswers ? closedAnswerComponents(components) : components;
  ajv.addSchema({ $id: CONTRACT_ID, components: registered });
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

/** How many request validators have been compiled in this process (each is compiled on its route's first call). */
let compiledValidators = 0;
export const compiledValidatorCount = (): number => compiledValidators;

/**
 * Path and query values arrive as text, so they are coerced to the contract's types;
 * JSON bodies are not: a number sent as a string is a mistyped body and gets a 400.
 *
 * Nothing is compiled at start: the two Ajv instances (each holding the whole contract) are made on the
 * first request that needs one, and a route's validator on the route's first call. A server answers a few
 * dozen of the contract's operations in a day; compiling all of them up front held their generated code
 * and the contract's compiled schemas in memory for nothing.
 */
export function createSchemaCompiler(contract: Contract): FastifySchemaCompiler<unknown> {
  let coercing: AjvInstance | undefined;
  let exact: AjvInstance | undefined;
  const ajvFor = (httpPart: string | undefined) =>
    httpPart === 'body' ? (exact ??= createAjv(contract, { coerceTypes: false, requests: true })) : (coercing ??= createAjv(contract, { coerceTypes: true, requests: true }));
  return ({ schema, httpPart }) => {
    let validate: Validate | undefined;
    // Fastify reads `.errors` of the function it was given, and passes parentData so root coercion works.
    const onFirstCall: Validate = function (this: unknown, data: unknown, ...rest: unknown[]) {
      if (!validate) {
        validate = requestValidator(ajvFor(httpPart).compile(boundRequestSchema(schema as object)) as Validate);
        compiledValidators += 1;
      }
      const valid = validate.call(this, data, ...rest);
      onFirstCall.errors = validate.errors;
      return valid;
    };
    return onFirstCall;
  };
}

/**
 * For tests and tools: checks an answer against the contract's schema for it, refusing any property the contract
 * does not declare (closed-answers.ts): each schema it compiles is closed the same way as the components.
 */
export function createResponseValidator(contract: Contract): AjvInstance {
  const ajv = createAjv(contract, { coerceTypes: false, requests: false, closedAnswers: true });
  const compile = ajv.compile.bind(ajv);
  return Object.assign(ajv, { compile: ((schema: object) => compile(closedAnswerSchema(schema) as object)) as AjvInstance['compile'] });
}
