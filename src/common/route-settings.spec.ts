import { describe, expect, it, jest } from '@jest/globals';
import type { ExecutionContext } from '@nestjs/common';
import { RouteSettings, type RouteTargets } from './route-settings';

class Base {
  handle(): void {}
}
class Derived extends Base {}

const contextOf = (handler: RouteTargets[0], classRef: RouteTargets[1]): ExecutionContext =>
  ({ getHandler: () => handler, getClass: () => classRef }) as unknown as ExecutionContext;

describe('RouteSettings', () => {
  it("derives a route's settings on its first call only, per handler and class", () => {
    const derive = jest.fn(([handler, classRef]: RouteTargets) => `${classRef.name}.${handler.name}`);
    const settings = new RouteSettings(derive);
    const handler = Base.prototype.handle;
    expect(settings.of(contextOf(handler, Base))).toBe('Base.handle');
    expect(settings.of(contextOf(handler, Base))).toBe('Base.handle');
    // The same method reached through a subclass is another route.
    expect(settings.of(contextOf(handler, Derived))).toBe('Derived.handle');
    expect(settings.of(contextOf(handler, Derived))).toBe('Derived.handle');
    expect(derive).toHaveBeenCalledTimes(2);
  });
});
