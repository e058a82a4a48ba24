declare module 'astro' {
  interface AstroClientDirectives {
    /** The sign-in address for a visitor without a stored session (see src/directives/signed-in.ts). */
    'client:signed-in'?: string;
    /** Hydrates once the page has loaded and painted, as the island comes near the viewport (see src/directives/near.ts). */
    'client:near'?: boolean;
    /** Hydrates at the visitor's first reach into the island, or at once when a session or a link's answer waits (see src/directives/first-input.ts). */
    'client:first-input'?: boolean;
  }
}

export {};
