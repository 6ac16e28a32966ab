import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { CONTRACT_ID, type Contract } from './contract';

type AjvInstance = InstanceType<typeof Ajv2020>;

function createAjv(contract: Contract, coerceTypes: boolean): AjvInstance {
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes, useDefaults: true, validateFormats: true });
  addFormats(ajv);
  for (const keyword of ['example', 'x-enum-varnames', 'x-enum-descriptions', 'x-customer-scope', 'discriminator', 'xml', 'externalDocs']) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword(keyword);
  }
  ajv.addSchema({ $id: CONTRACT_ID, components: contract.components ?? {} });
  return ajv;
}

/**
 * Path and query values arrive as text, so they are coerced to the contract's types;
 * JSON bodies are not: a number sent as a string is a mistyped body and gets a 400.
 */
export function createSchemaCompiler(contract: Contract): FastifySchemaCompiler<unknown> {
  const coercing = createAjv(contract, true);
  const exact = createAjv(contract, false);
  return ({ schema, httpPart }) => {
    // Fastify reads `.errors` of a compiled Ajv function, and passes parentData so root coercion works.
    return (httpPart === 'body' ? exact : coercing).compile(schema as object);
  };
}

/** For tests and tools: checks an answer against the contract's schema for it. */
export function createResponseValidator(contract: Contract): AjvInstance {
  return createAjv(contract, false);
}
