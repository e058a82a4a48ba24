declare module 'astro' {
  interface AstroClientDirectives {
    /** The sign-in address for a visitor without a stored session (see src/directives/signed-in.ts). */
    'client:signed-in'?: string;
    /** Hydrates once the page has loaded and painted, as the island comes near the viewport (see src/directives/near.ts). */
    'client:near'?: boolean;
  }
}

export {};
