/** The English chapters, bundled together as one lazy chunk: the first search needs them all. */
export const files = import.meta.glob<string>('/docs/guide/en/*/*.md', { query: '?raw', import: 'default', eager: true });
