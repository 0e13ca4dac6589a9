import type { OpenAPIObject } from '@nestjs/swagger';

/** Examples of the main bodies (filled in below). */
export function addExamples(_document: OpenAPIObject): void {}
