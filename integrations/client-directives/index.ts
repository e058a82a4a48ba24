/**
 * The site's client directives: `client:near` (an island hydrates once the page has loaded and
 * painted, as it comes near the view), `client:signed-in` (the pro area hydrates only for a
 * visitor with a stored session) and `client:first-input` (the sign-in and contact forms hydrate
 * at the visitor's first reach into them). Their code is client code, in src/directives/.
 */
import type { AstroIntegration } from 'astro';

export const SITE_DIRECTIVES = [
  { name: 'near', entrypoint: './src/directives/near.ts' },
  { name: 'signed-in', entrypoint: './src/directives/signed-in.ts' },
  { name: 'first-input', entrypoint: './src/directives/first-input.ts' },
] as const;

export function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const directive of SITE_DIRECTIVES) addClientDirective(directive);
      },
    },
  };
}
