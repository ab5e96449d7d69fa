import type { Language } from '../../domain/constants';

/** Flags, drawn inline (no request, no emoji font needed): US for English, FR for French. */
export function FlagIcon({ language, size = 20 }: { language: Language; size?: number }) {
  const height = Math.round((size * 2) / 3);
  if (language === 'fr') {
    return (
      <svg width={size} height={height} viewBox="0 0 3 2" aria-hidden="true" style={{ borderRadius: 2, display: 'block' }}>
        <rect width="1" height="2" x="0" fill="#002654" />
        <rect width="1" height="2" x="1" fill="#ffffff" />
        <rect width="1" height="2" x="2" fill="#ce1126" />
      </svg>
    );
  }
  const stripes = Array.from({ length: 13 }, (_, i) => i);
  return (
    <svg width={size} height={height} viewBox="0 0 190 130" aria-hidden="true" style={{ borderRadius: 2, display: 'block' }}>
      {stripes.map((i) => (
        <rect key={i} y={i * 10} width="190" height="10" fill={i % 2 === 0 ? '#b22234' : '#ffffff'} />
      ))}
      <rect width="76" height="70" fill="#3c3b6e" />
    </svg>
  );
}
