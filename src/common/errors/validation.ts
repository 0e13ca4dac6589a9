import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError } from './app-error';

export interface FieldProblem {
  path: string;
  constraints: Record<string, string>;
}

/** Flattens class-validator's tree into `{path, constraints}` per bad field. */
export function fieldProblems(errors: ValidationError[], prefix = ''): FieldProblem[] {
  return errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const own = e.constraints ? [{ path, constraints: e.constraints }] : [];
    return [...own, ...fieldProblems(e.children ?? [], path)];
  });
}

/** whitelist + forbidNonWhitelisted + transform, failing with VALIDATION_FAILED and per-field details. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) =>
      new AppError('VALIDATION_FAILED', 'The request has invalid fields.', { fields: fieldProblems(errors) }),
  });
}
