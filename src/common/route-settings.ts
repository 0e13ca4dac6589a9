import type { ExecutionContext } from '@nestjs/common';

/** A route's handler (the controller or resolver method) and its class. */
export type RouteTargets = [
  handler: ReturnType<ExecutionContext['getHandler']>,
  classRef: ReturnType<ExecutionContext['getClass']>,
];

/**
 * What a guard derives from a route's metadata, worked out on the route's first call and kept:
 * metadata never changes at run time, and reading it through Nest's Reflector on every request
 * costs a guard several lookups per call.
 */
export class RouteSettings<T> {
  /** handler → class → settings (one handler may serve several classes through inheritance). */
  private readonly byHandler = new WeakMap<RouteTargets[0], Map<RouteTargets[1], T>>();

  constructor(private readonly derive: (route: RouteTargets) => T) {}

  of(context: ExecutionContext): T {
    const handler = context.getHandler();
    const classRef = context.getClass();
    let byClass = this.byHandler.get(handler);
    if (!byClass) this.byHandler.set(handler, (byClass = new Map()));
    let settings = byClass.get(classRef);
    if (settings === undefined) byClass.set(classRef, (settings = this.derive([handler, classRef])));
    return settings;
  }
}
