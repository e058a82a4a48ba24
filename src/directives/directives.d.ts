declare module 'astro' {
  interface AstroClientDirectives {
    /** The sign-in address for a visitor without a stored session (see src/directives/signed-in.ts). */
    'client:signed-in'?: string;
  }
}

export {};
