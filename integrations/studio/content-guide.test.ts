import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldTable, withFieldTables } from './content-guide.ts';

const GUIDE = new URL('../../content/README.md', import.meta.url);

describe('the field tables of the artist’s guide (content/README.md)', () => {
  it('are the schemas’ fields, as written from them (npx vitest run -u integrations/studio/content-guide.test.ts writes them again)', async () => {
    const guide = readFileSync(GUIDE, 'utf8');
    expect(guide).toContain('<!-- champs de concerts, écrits depuis src/content-schemas.ts -->');
    await expect(withFieldTables(guide)).toMatchFileSnapshot(GUIDE.pathname);
  });

  it('give each field its name in the file, its label in the studio, whether a file may leave it out, and what to write', () => {
    const table = fieldTable('concerts');
    expect(table).toContain('| `title` | Titre du concert | oui | Le titre du concert ou du festival. |');
    expect(table).toContain('| `country` | Pays | non | L’un de : `France`, `Belgique`');
    expect(table).toContain('Sans valeur : `France`.');
    expect(table).toContain('| `time` | Heure de début | oui | Heure de Paris, par exemple 20:30. Une heure entre guillemets : `"20:30"` (pas `20h30`). |');
  });

  it('say what a new field is the day it is added to a schema', () => {
    expect(
      fieldTable('blog')
        .split('\n')
        .slice(2)
        .map((line) => line.split(' | ')[0]),
    ).toEqual(['title', 'excerpt', 'image', 'imageAlt', 'publishedAt', 'category', 'readTime', 'photos', 'videos', 'relatedLinks'].map((name) => `| \`${name}\``));
  });
});
