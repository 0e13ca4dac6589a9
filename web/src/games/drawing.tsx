import { useEffect, useState } from 'preact/hooks';
import type { Layout } from '../../../src/drawing/panels';
import type { SvgElement } from '../../../src/drawing/svg';
import { shownText, toVNode } from '../svg-vnode';
import type { Choice } from './types';

/** `tall` on a phone (one column of panels at 1:1), `wide` otherwise; follows the window as it turns. */
export function useLayout(): Layout {
  const query = '(max-width: 760px)';
  const [tall, setTall] = useState(() => globalThis.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const m = globalThis.matchMedia?.(query);
    if (!m) return;
    const onChange = () => setTall(m.matches);
    m.addEventListener('change', onChange);
    return () => m.removeEventListener('change', onChange);
  }, []);
  return tall ? 'tall' : 'wide';
}

/**
 * A shared drawing (the same code as board.svg) as the page shows it: the board parts named in
 * `choices` become buttons (click, Enter or Space). A part inside another chosen part is left to
 * the outer one, so no button ever holds another.
 */
export function Drawing({
  tree,
  choices,
  class: cls,
}: {
  tree: SvgElement;
  choices?: Map<string, Choice>;
  class: string;
}) {
  const usable = new Map(choices ?? []);
  for (const key of usable.keys()) {
    if ([...usable.keys()].some((k) => k !== key && k.startsWith(`${key}:`))) usable.delete(key);
  }
  const decorate = (attrs: Record<string, unknown>, node: SvgElement) => {
    const choice = typeof attrs['data-target'] === 'string' ? usable.get(attrs['data-target']) : undefined;
    if (!choice) return undefined;
    // A control's name holds what it shows (WCAG 2.5.3): "… space 2 · 1-2".
    const shown = shownText(node);
    const label =
      shown && !choice.label.toLowerCase().includes(shown.toLowerCase()) ? `${choice.label} · ${shown}` : choice.label;
    return {
      class: `${String(attrs.class ?? '')} choice`,
      role: 'button',
      'data-choice': choice.kind,
      tabindex: 0, // lower case: an SVG element's attribute (Preact sets SVG props as attributes)
      'aria-label': label,
      onClick: (e: Event) => {
        e.stopPropagation();
        choice.activate();
      },
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          e.stopPropagation();
          choice.activate();
        }
      },
    };
  };
  return <div class={`drawing ${cls}`}>{toVNode(tree, undefined, decorate)}</div>;
}
