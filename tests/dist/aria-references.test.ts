/**
 * Every id an ARIA attribute names is in the pre-rendered page: a control that names what it
 * controls or what describes it must not wait for a script to create the target (axe's
 * aria-valid-attr-value failed on the store carousel while Swiper had not yet named its wrapper).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { listFiles, routeOfHtmlFile } from '../../integrations/built-site/dist-files.ts';
import { DIST } from './built-site.ts';

const REFERENCES = ['aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-owns', 'aria-activedescendant', 'aria-errormessage'];

describe('ARIA references', () => {
  it('name only ids present in the built HTML, on every page', () => {
    const missing: string[] = [];
    for (const file of listFiles(DIST, '.html')) {
      const page = parse(readFileSync(file, 'utf8'));
      const ids = new Set(page.querySelectorAll('[id]').map((element) => element.id));
      for (const attribute of REFERENCES)
        for (const element of page.querySelectorAll(`[${attribute}]`))
          for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean))
            if (!ids.has(id)) missing.push(`${routeOfHtmlFile(DIST, file)}: ${attribute}="${id}"`);
    }
    expect(missing).toEqual([]);
  });
});
