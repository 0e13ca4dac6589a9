import {
  ValidationPipe,
  type ArgumentMetadata,
  type ValidationError,
  type ValidationPipeOptions,
} from '@nestjs/common';
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

/**
 * A body class on a hot route may offer `accepts(value)`: the instance the full pipe would give for
 * a value it certainly accepts, or undefined to leave the value to class-validator (which then
 * gives the same answer, or the same VALIDATION_FAILED, as always). Only a shortcut for valid input.
 */
export interface FastAccepting<T> {
  accepts(value: unknown): T | undefined;
}

class ShortcutValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const type = metadata.metatype as Partial<FastAccepting<unknown>> | undefined;
    if (metadata.type === 'body' && typeof type?.accepts === 'function') {
      const accepted = type.accepts(value);
      if (accepted !== undefined) return accepted;
    }
    return super.transform(value, metadata);
  }
}

/** whitelist + forbidNonWhitelisted + transform, failing with VALIDATION_FAILED and per-field details. */
export const VALIDATION_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  forbidUnknownValues: true,
  validationError: { target: false, value: false },
  exceptionFactory: (errors) =>
    new AppError('VALIDATION_FAILED', 'The request has invalid fields.', { fields: fieldProblems(errors) }),
};

/** The global pipe: VALIDATION_OPTIONS, with the shortcut of FastAccepting body classes. */
export function createValidationPipe(): ValidationPipe {
  return new ShortcutValidationPipe(VALIDATION_OPTIONS);
}
