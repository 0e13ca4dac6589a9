import { registerEnumType } from '@nestjs/graphql';

/** GraphQL enum value names are SCREAMING_SNAKE_CASE: `troyes-dice` → `TROYES_DICE`. */
export function enumValueName(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();
}

/**
 * Registers a GraphQL enum for a closed set of strings and returns the object to pass to
 * `@Field(() => …)`. Resolvers keep the internal values (`troyes-dice`); GraphQL shows and
 * accepts the names (`TROYES_DICE`) and converts both ways.
 */
export function graphqlEnum<const V extends string>(
  name: string,
  values: readonly V[],
  description: string,
  valueDescriptions: Partial<Record<V, string>> = {},
): Record<string, V> {
  const enumObject = Object.fromEntries(values.map((v) => [enumValueName(v), v])) as Record<string, V>;
  registerEnumType(enumObject, {
    name,
    description,
    valuesMap: Object.fromEntries(
      values
        .filter((v) => valueDescriptions[v] !== undefined)
        .map((v) => [enumValueName(v), { description: valueDescriptions[v] }]),
    ),
  });
  return enumObject;
}
