import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../server/config.ts';

// docs/configuration.md is where an operator looks a setting up: one the server reads but the page
// does not name fails here.
const doc = readFileSync(new URL('./configuration.md', import.meta.url), 'utf8');

/**
 * Every variable a list item names. `…_WINDOW_MINUTES` after `RATE_LIMIT_SIGN_IN_PER_IP` is short
 * for a name with the same start: each start the first name allows is tried.
 */
function documentedNames(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const item of markdown.split(/\n(?=- )/)) {
    const spans = [...item.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    const first = spans.find((span) => /^[A-Z][A-Z0-9_]+$/.test(span));
    for (const span of spans) {
      if (/^[A-Z][A-Z0-9_]+$/.test(span)) names.add(span);
      const short = /^…(_[A-Z0-9_]+)$/.exec(span);
      if (!short || !first) continue;
      const parts = first.split('_');
      for (let cut = 1; cut < parts.length; cut++) names.add(parts.slice(0, cut).join('_') + short[1]);
    }
  }
  return names;
}

describe('docs/configuration.md', () => {
  it('names every variable the server reads', () => {
    const documented = documentedNames(doc);
    const missing = Object.keys(envSchema.shape).filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });

  it('reads the short names as the full ones', () => {
    expect(documentedNames('- `RATE_LIMIT_RESET_PER_IP`, `…_WINDOW_MINUTES` — `10`, `15`')).toContain(
      'RATE_LIMIT_RESET_WINDOW_MINUTES',
    );
  });
});
