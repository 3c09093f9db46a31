import { encode } from 'uqr';
import styles from './authenticator.module.css';

/**
 * A QR code drawn as SVG elements by React: no markup from a string and no data: URL, which
 * the strict Content-Security-Policy would refuse. Dark on light whatever the theme, with the
 * quiet zone scanners need around it.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, data } = encode(value, { ecc: 'M', border: 4 });
  // One path for every dark module, a row's neighbours joined into one run.
  let path = '';
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      const start = x;
      while (x + 1 < size && row[x + 1]) x++;
      path += `M${start} ${y}h${x - start + 1}v1h${-(x - start + 1)}z`;
    }
  });
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
