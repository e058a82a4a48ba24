/**
 * The two articles of the specification, newest first: the tests' own (tests/fixtures/content/blog/,
 * the whole blog of the site under test), as blog.spec.ts reads them in the browser and
 * tests/dist/blog.test.ts in the built files.
 */
export const articles = [
  {
    id: 'etre-musicien-multicasquette-yaniel-barcenas',
    title: 'Être musicien multicasquette : guitare, percussions, voix et écriture',
    excerpt: /^Guitariste, percussionniste, chanteur, compositeur/,
    minutes: 8,
    publishedAt: '2025-01-13',
    date: '13 janvier 2025',
    largeHeadings: 6,
    photos: 4,
    videos: ['Zapateo Suite, en quintet au studio', 'Guitare et voix : une guajira en solo'],
    youtubeIds: ['Yb7cLa9vT2k', 'mQ4zR8sPx1E'],
  },
  {
    id: 'entre-deux-mondes-voyage-musical-havane-paris',
    title: 'Entre deux mondes : un voyage musical de La Havane à Paris',
    excerpt: /^Quitter le Malecón pour les toits de zinc/,
    minutes: 6,
    publishedAt: '2025-01-07',
    date: '7 janvier 2025',
    largeHeadings: 5,
    photos: 3,
    videos: ['Cimarrón, en concert à Paris'],
    youtubeIds: ['Hn2vK5tWq8U'],
  },
] as const;
