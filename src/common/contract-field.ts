import { applyDecorators } from '@nestjs/common';
import { Field, type ReturnTypeFunc } from '@nestjs/graphql';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

type ContractApiOptions = ApiPropertyOptions & { description: string };

/**
 * A property of a DTO both contracts show (REST answers and GraphQL types are the same classes),
 * described once so that the two cannot drift apart: `api` goes to OpenAPI as written (its key
 * order is the order openapi.json prints), the GraphQL field takes its description and whether it
 * is nullable. Without `type`, GraphQL reads the property's TypeScript type (string, boolean).
 */
export function ContractField(api: ContractApiOptions): PropertyDecorator;
export function ContractField(type: ReturnTypeFunc, api: ContractApiOptions): PropertyDecorator;
export function ContractField(
  typeOrApi: ReturnTypeFunc | ContractApiOptions,
  apiOptions?: ContractApiOptions,
): PropertyDecorator {
  const [type, api] = typeof typeOrApi === 'function' ? [typeOrApi, apiOptions!] : [undefined, typeOrApi];
  const field = { description: api.description, ...(api.nullable === true ? { nullable: true } : {}) };
  return applyDecorators(type ? Field(type, field) : Field(field), ApiProperty(api));
}
