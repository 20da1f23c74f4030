import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { partOf } from '../../domain/i18n/parts.ts';

// `import { messages } from '#domain/i18n/catalogues/ar.json?part=shell'`: that part of the
// language's catalogue, compiled at build time (Lingui's message format: the browser ships no
// parser), one chunk per part and language. `?part=all` is the whole catalogue (the server renderer).
const PART_REQUEST = /[\\/]domain[\\/]i18n[\\/]catalogues[\\/](\w+)\.json\?part=(\w+)$/;

export function catalogueParts(): Plugin {
  return {
    name: 'catalogue-parts',
    // After Vite's own JSON plugin, which has turned the file into a module: read it again.
    transform(_code, id) {
      const request = PART_REQUEST.exec(id);
      if (!request) return undefined;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const messages: Record<string, unknown> = {};
      for (const [textId, message] of Object.entries(catalogue)) {
        const part = partOf(textId);
        if (!part) this.error(`${textId} belongs to no part of domain/i18n/parts.ts`);
        if (request[2] === 'all' || part === request[2]) messages[textId] = compileMessage(message);
      }
      return { code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`, map: null };
    },
  };
}
