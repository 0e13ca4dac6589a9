import { h, type VNode } from 'preact';
import type { SvgChild, SvgElement } from '../../src/drawing/svg';

/** Extra props for an element (event handlers, focus), or undefined to leave it as drawn. */
export type Decorate = (attrs: Record<string, unknown>, node: SvgElement) => Record<string, unknown> | undefined;

/** The shared drawing's element tree as Preact vnodes: the page shows what sheet.svg serves. */
export function toVNode(node: SvgChild, key?: number, decorate?: Decorate): VNode | string {
  if (typeof node === 'string') return node;
  const props: Record<string, unknown> = { key };
  for (const [k, v] of Object.entries(node.attrs)) if (v !== undefined) props[k] = v;
  const extra = decorate?.(props, node);
  return h(node.tag, extra ? { ...props, ...extra } : props, ...node.children.map((c, i) => toVNode(c, i, decorate)));
}

/** What an element shows as text (its titles left out), as a person would read it. */
export function shownText(node: SvgChild): string {
  if (typeof node === 'string') return node;
  if (node.tag === 'title') return '';
  const parts = node.children.map(shownText).filter((t) => t.trim() !== '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
