import { describe, expect, it } from '@jest/globals';
import { buildSchema, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../config/project-root';

/** The committed schema (schema.gql, kept equal to the app's by `npm run schema:check`). */
const schema = buildSchema(readFileSync(join(projectRoot(), 'schema.gql'), 'utf8'));

describe('schema.gql', () => {
  it('describes every field of every object, interface and input type', () => {
    const fields: string[] = [];
    const undescribed: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        fields.push(`${type.name}.${field.name}`);
        if (!field.description?.trim()) undescribed.push(`${type.name}.${field.name}`);
      }
    }
    expect(fields.length).toBeGreaterThan(400);
    expect(undescribed).toEqual([]);
  });
});
