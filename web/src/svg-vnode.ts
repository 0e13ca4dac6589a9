import { h, type VNode } from 'preact';
import type { SvgChild } from '../../src/drawing/svg';

/** The shared drawing's element tree as Preact vnodes: the page shows what sheet.svg serves. */
export function toVNode(node: SvgChild, key?: number): VNode | string {
  if (typeof node === 'string') return node;
  const props: Record<string, unknown> = { key };
  for (const [k, v] of Object.entries(node.attrs)) if (v !== undefined) props[k] = v;
  return h(node.tag, props, ...node.children.map((c, i) => toVNode(c, i)));
}
